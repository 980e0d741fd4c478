import bcrypt from 'bcryptjs';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api, registerUser, uniqueName } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';
import { expectBadInput, expectError, expectOk, freshEmail, messages, rawPost, type Lang } from './helpers';

describe.concurrent('GET /user/me', () => {
  it('answers { user } with the caller\'s own details and settings, no secrets', async () => {
    const alice = await registerUser();
    const me = await api('/user/me', { token: alice.token });
    expectOk(me);
    const user = me.body.user;
    expect(user._id).toBe(alice.id);
    expect(user.id).toBe(alice.id);
    expect(user.username).toBe(alice.username);
    expect(user.email).toBe(alice.email);
    expect(user.gender).toBe('other');
    expect(String(user.birthday)).toMatch(/^2000-05-06/);
    expect(user.lang).toBe('vi');
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('usernameLower');
  });

  it('shows private details to the owner even when the profile is private', async () => {
    const alice = await registerUser();
    await (await testDb()).collection('users').updateOne({ _id: new ObjectId(alice.id) }, { $set: { isPrivate: true } });
    const me = await api('/user/me', { token: alice.token });
    expect(me.body.user.isPrivate).toBe(true);
    expect(me.body.user.email).toBe(alice.email);
  });
});

describe.concurrent('PATCH /user/lang', () => {
  it('stores the language; /user/me shows it', async () => {
    const alice = await registerUser();
    for (const lang of ['en', 'zh', 'vi'] as const) {
      const answer = await api('/user/lang', { method: 'PATCH', body: { lang }, token: alice.token });
      expectOk(answer);
      expect(answer.body).toMatchObject({ success: true, lang });
      expect((await api('/user/me', { token: alice.token })).body.user.lang).toBe(lang);
    }
  });

  it('refuses unknown or missing languages with 400 VALIDATION_ERROR', async () => {
    const alice = await registerUser();
    for (const body of [{ lang: 'fr' }, {}, { lang: { $ne: null } }, { lang: 'EN' }]) {
      expectError(await api('/user/lang', { method: 'PATCH', body, token: alice.token }), 400, 'VALIDATION_ERROR');
    }
    expect((await api('/user/me', { token: alice.token })).body.user.lang).toBe('vi');
  });

  it('needs a token', async () => {
    expectError(await api('/user/lang', { method: 'PATCH', body: { lang: 'en' } }), 401, 'UNAUTHORIZED');
  });
});

describe.concurrent('GET /config', () => {
  it('answers supportUserId, supportGroupId, iceServers and maxUploadBytes without a token', async () => {
    const config = await api('/config');
    expectOk(config);
    expect(config.body.supportUserId).toMatch(/^[0-9a-f]{24}$/);
    expect(config.body.supportGroupId).toMatch(/^[0-9a-f]{24}$/);
    expect(Array.isArray(config.body.iceServers)).toBe(true);
    expect(config.body.maxUploadBytes).toBe(41_943_040);
    const db = await testDb();
    const support = await db.collection('users').findOne({ _id: new ObjectId(config.body.supportUserId) });
    expect(support).not.toBeNull();
    expect(support!.role).toBe('support');
    const group = await db.collection('chats').findOne({ _id: new ObjectId(config.body.supportGroupId) });
    expect(group).not.toBeNull();
    expect(group!.type).toBe('group');
    expect(group!.members.map(String)).toContain(config.body.supportUserId);
  });

  it('the support account cannot log in, not even with its right password', async () => {
    const config = await api('/config');
    const db = await testDb();
    const users = db.collection('users');
    const supportId = new ObjectId(config.body.supportUserId);
    const support = await users.findOne({ _id: supportId });
    expect(support!.passwordHash).toMatch(/^\$2[aby]\$/);
    // Give the account a password we know, try it, and put the random one back.
    const known = 'support12';
    await users.updateOne({ _id: supportId }, { $set: { passwordHash: await bcrypt.hash(known, 4) } });
    try {
      const answer = await api('/auth/login', { body: { username: support!.username, password: known } });
      expectError(answer, 401, 'INVALID_CREDENTIALS');
      expect(answer.body.token).toBeUndefined();
    } finally {
      await users.updateOne({ _id: supportId }, { $set: { passwordHash: support!.passwordHash } });
    }
    // Control: a normal account with the same kind of hash logs in.
    const alice = await registerUser();
    await users.updateOne({ username: alice.username }, { $set: { passwordHash: await bcrypt.hash(known, 4) } });
    expectOk(await api('/auth/login', { body: { username: alice.username, password: known } }));
  });
});

describe.concurrent('GET /health', () => {
  it('answers 200 { ok: true, db: "up", redis }', async () => {
    const health = await api('/health');
    expectOk(health);
    expect(health.body.ok).toBe(true);
    expect(health.body.db).toBe('up');
    expect(['up', 'off']).toContain(health.body.redis);
  });
});

describe.concurrent('language of messages', () => {
  const unknownLogin = () => ({ username: uniqueName('nobody'), password: 'secret12' });
  const invalidCredentials = (lang: Lang) => messages(lang).errors.INVALID_CREDENTIALS;

  it('the three languages have distinct texts for the answers used here', () => {
    const pick = [(e: any) => e.INVALID_CREDENTIALS, (e: any) => e.UNAUTHORIZED, (e: any) => e.validation.emailInvalid];
    for (const text of pick) {
      const texts = (['vi', 'en', 'zh'] as const).map((l) => text(messages(l).errors));
      expect(new Set(texts).size).toBe(3);
    }
  });

  it('default vi; `lang` in the body picks en or zh; the code never changes', async () => {
    const vi = await api('/auth/login', { body: unknownLogin() });
    expectError(vi, 401, 'INVALID_CREDENTIALS');
    expect(vi.body.message).toBe(invalidCredentials('vi'));
    for (const lang of ['en', 'zh', 'vi'] as const) {
      const answer = await api('/auth/login', { body: { ...unknownLogin(), lang } });
      expectError(answer, 401, 'INVALID_CREDENTIALS');
      expect(answer.body.message).toBe(invalidCredentials(lang));
    }
  });

  it('?lang= and Accept-Language pick the language; body beats query beats header', async () => {
    const q = await api('/auth/login?lang=en', { body: unknownLogin() });
    expect(q.body.message).toBe(invalidCredentials('en'));
    const h = await api('/auth/login', { body: unknownLogin(), headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
    expect(h.body.message).toBe(invalidCredentials('zh'));
    const h2 = await api('/auth/login', { body: unknownLogin(), headers: { 'accept-language': 'fr-FR, en-US;q=0.8' } });
    expect(h2.body.message).toBe(invalidCredentials('en'));
    const bodyWins = await api('/auth/login?lang=en', { body: { ...unknownLogin(), lang: 'zh' }, headers: { 'accept-language': 'en' } });
    expect(bodyWins.body.message).toBe(invalidCredentials('zh'));
    const queryWins = await api('/auth/login?lang=zh', { body: unknownLogin(), headers: { 'accept-language': 'en' } });
    expect(queryWins.body.message).toBe(invalidCredentials('zh'));
    const unknown = await api('/auth/login?lang=fr', { body: unknownLogin(), headers: { 'accept-language': 'fr, de;q=0.5' } });
    expect(unknown.body.message).toBe(invalidCredentials('vi'));
    for (const answer of [q, h, h2, bodyWins, queryWins, unknown]) expectError(answer, 401, 'INVALID_CREDENTIALS');
  });

  it('GET calls take ?lang= (401 on /user/me)', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await api(`/user/me?lang=${lang}`);
      expectError(answer, 401, 'UNAUTHORIZED');
      expect(answer.body.message).toBe(messages(lang).errors.UNAUTHORIZED);
    }
    const header = await api('/user/me', { headers: { 'accept-language': 'en' } });
    expect(header.body.message).toBe(messages('en').errors.UNAUTHORIZED);
  });

  it('validation errors and success messages are localized too', async () => {
    for (const lang of ['vi', 'en', 'zh'] as const) {
      const bad = await api('/auth/send-otp', { body: { email: 'nope', lang } });
      expectInvalid(bad, 'email', 'INVALID_FORMAT');
      expect(bad.body.message).toBe(messages(lang).errors.validation.emailInvalid);
      const ok = await api('/auth/send-otp', { body: { email: freshEmail(), lang } });
      expectOk(ok);
      expect(ok.body.message).toBe(messages(lang).success.OTP_SENT);
    }
  });
});

describe.concurrent('malformed bodies', () => {
  const publicCalls = ['/auth/login', '/auth/send-otp', '/auth/register', '/auth/forgot-password', '/auth/send-otp-password', '/auth/reset-password'];

  it('broken JSON: 400 VALIDATION_ERROR on every public auth call', async () => {
    for (const path of publicCalls) {
      for (const text of ['{"username": "a",', '{username: "a"}', "{'a': 1}", 'undefined', '{"a":1}}']) {
        expectError(await rawPost(path, text), 400, 'VALIDATION_ERROR');
      }
    }
  });

  it('JSON that is not an object (null, array, string, number): 400', async () => {
    for (const path of publicCalls) {
      for (const text of ['null', '[]', '"text"', '42', 'true']) {
        expectBadInput(await rawPost(path, text));
      }
    }
  });

  it('broken JSON on signed-in calls: 400, not 500', async () => {
    const alice = await registerUser();
    const auth = { authorization: `Bearer ${alice.token}` };
    for (const path of ['/auth/change-password', '/auth/change-email', '/auth/change-birthday', '/auth/delete-account', '/auth/send-otp-email', '/auth/send-otp-delete-account', '/auth/send-otp-delete-group']) {
      expectError(await rawPost(path, '{"email": ', auth), 400, 'VALIDATION_ERROR');
      expectBadInput(await rawPost(path, 'null', auth));
    }
    expectOk(await api('/user/me', { token: alice.token }));
  });

  // Skipped: lib/api/handler.ts picks the language only after the body parsed, so an unparsable
  // body answers in vi whatever ?lang= or Accept-Language say. Enable once the handler reads the
  // query and header before the body (outside this suite's files).
  it('broken JSON keeps the language of ?lang= and Accept-Language', async () => {
    const answer = await rawPost('/auth/login?lang=en', '{');
    expectError(answer, 400, 'VALIDATION_ERROR');
    expect(answer.body.message).toBe(messages('en').errors.VALIDATION_ERROR);
    const header = await rawPost('/auth/login', '{', { 'accept-language': 'zh' });
    expect(header.body.message).toBe(messages('zh').errors.VALIDATION_ERROR);
  });
});

describe.concurrent('operator injection on the account calls', () => {
  it('objects in place of strings are 400 on every call, never 500', async () => {
    const alice = await registerUser();
    const cases: Array<[string, Record<string, unknown>, boolean]> = [
      ['/auth/login', { username: { $gt: '' }, password: { $gt: '' } }, false],
      ['/auth/login', { username: { $regex: '.*' }, password: 'secret12' }, false],
      ['/auth/send-otp', { email: { $ne: null } }, false],
      ['/auth/register', { username: { $gt: '' }, password: 'secret12', birthday: '2000-01-01', gender: 'other', email: freshEmail(), otp: '123456' }, false],
      ['/auth/register', { username: uniqueName(), password: 'secret12', birthday: '2000-01-01', gender: 'other', email: freshEmail(), otp: { $ne: null } }, false],
      ['/auth/register', { username: uniqueName(), password: 'secret12', birthday: { $gt: '' }, gender: { $ne: null }, email: freshEmail(), otp: '123456' }, false],
      ['/auth/forgot-password', { email: { $ne: null } }, false],
      ['/auth/send-otp-password', { email: { $regex: '.*' } }, false],
      ['/auth/reset-password', { email: { $ne: null }, otp: { $ne: null }, newPassword: 'hacked12' }, false],
      ['/auth/send-otp-email', { email: { $ne: null } }, true],
      ['/auth/send-otp-email-new', { email: { $ne: null } }, true],
      ['/auth/send-otp-birthday', { email: { $ne: null } }, true],
      ['/auth/send-otp-delete-account', { email: { $ne: null } }, true],
      ['/auth/delete-account', { email: { $ne: null }, otp: { $ne: null } }, true],
      ['/auth/change-password', { oldPassword: { $ne: null }, newPassword: 'hacked12' }, true],
      ['/auth/change-email', { oldEmail: { $ne: null }, oldOtp: { $ne: null }, newEmail: freshEmail(), newOtp: { $ne: null } }, true],
      ['/auth/change-birthday', { email: { $ne: null }, otp: { $ne: null }, birthday: '1990-01-01' }, true],
      ['/auth/send-otp-delete-group', { email: alice.email, groupId: { $ne: null } }, true],
    ];
    for (const [path, body, signedIn] of cases) {
      const answer = await api(path, { body, token: signedIn ? alice.token : undefined });
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.code).not.toBe('INTERNAL_ERROR');
    }
    // Nothing happened to the account.
    expectOk(await api('/auth/login', { body: { username: alice.username, password: alice.password } }));
    expectOk(await api('/user/me', { token: alice.token }));
  });
});
