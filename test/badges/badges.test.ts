import jwt from 'jsonwebtoken';
import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Reason, ValidationText } from '@/lib/validations/issue';
import { api, uniqueName, type ApiAnswer, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound } from '../support/errors';
import { expectError, expectOk, fileStatus, makeGroup, pngBytes, unknownId, users } from '../groups/helpers';

// Badge requests (SPEC.md sections 3, 4, 5; API.md "Calls the spec does not show").
//
// The admin session is rate limited per address (5 tries in 15 minutes, then 429 for wrong codes;
// the right one still gets in), and this file talks from 127.0.0.1. So: it is the only one that
// calls /badge-request/admin-session from there (test/security/admin-code.test.ts uses addresses
// of its own), it takes its admin token first, and every wrong code is sent by its last test.

let adminToken: string;
let png: Buffer;

beforeAll(async () => {
  png = await pngBytes();
  const session = await api('/badge-request/admin-session', { body: { code: inject('adminCode') } });
  adminToken = expectOk(session).adminToken;
});

type Fields = Partial<Record<'badgeType' | 'userId' | 'groupId' | 'fullname' | 'email' | 'phone', string>>;

function badgeForm(fields: Fields, file: { bytes: Buffer; type: string; name: string } | null = { bytes: png, type: 'image/png', name: 'id-card.png' }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const userFields = (target: TestUser, extra: Fields = {}): Fields => ({
  badgeType: 'user',
  userId: target.id,
  fullname: `Person ${target.username}`,
  email: target.email,
  phone: '+84 912 345 678',
  ...extra,
});

async function requestBadge(by: TestUser, fields: Fields): Promise<Record<string, any>> {
  return expectOk(await api('/badge-request', { token: by.token, body: badgeForm(fields) })).data;
}

const review = (id: string, status: string, note?: string, token = adminToken) =>
  api(`/badge-request/${id}`, { method: 'PATCH', token, body: { status, ...(note === undefined ? {} : { note }) } });
const removeBadge = (id: string, note: string | undefined, token = adminToken) =>
  api(`/badge-request/${id}/remove-badge`, { token, body: note === undefined ? {} : { note } });
const list = (query: Record<string, string>, token = adminToken) => api(`/badge-request?${new URLSearchParams(query)}`, { token });

async function storedRequest(id: string) {
  return (await testDb()).collection('badgerequests').findOne({ _id: new ObjectId(id) });
}

describe('sending a badge request', () => {
  it('a valid request is stored pending with its document image; not signed in: 401', async () => {
    const [user] = await users(1);
    const data = await requestBadge(user, userFields(user, { email: `  ${user.email.toUpperCase()} ` }));
    expect(data).toMatchObject({ badgeType: 'user', userId: user.id, status: 'pending', email: user.email, phone: '+84 912 345 678', note: '' });
    expect(data.id).toBe(data._id);
    expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);
    expect(await fileStatus(data.fileUrl)).toBe(200);
    expect((await api('/badge-request', { body: badgeForm(userFields(user)) })).status).toBe(401);
  });

  it('each missing field is named, with its own text, and nothing is kept of a refused request', async () => {
    const [user, other] = await users(2);
    const groupId = await makeGroup(user, [other]);
    const groupFields: Fields = { badgeType: 'group', groupId, fullname: 'Our group', email: user.email, phone: '0912345678' };
    const cases: Array<[string, Fields, boolean, string, Reason, ValidationText]> = [
      ['badgeType', { ...userFields(user), badgeType: undefined }, true, 'badgeType', 'REQUIRED', 'badgeTypeRequired'],
      ['badgeType (unknown)', { ...userFields(user), badgeType: 'vip' }, true, 'badgeType', 'INVALID_FORMAT', 'badgeTypeRequired'],
      ['userId', { ...userFields(user), userId: undefined }, true, 'userId', 'REQUIRED', 'userIdRequired'],
      ['userId (blank)', { ...userFields(user), userId: '  ' }, true, 'userId', 'REQUIRED', 'userIdRequired'],
      ['groupId', { ...groupFields, groupId: undefined }, true, 'groupId', 'REQUIRED', 'groupIdRequired'],
      ['groupId (a user id is no group id)', { ...groupFields, groupId: undefined, userId: user.id }, true, 'groupId', 'REQUIRED', 'groupIdRequired'],
      ['fullname', { ...userFields(user), fullname: undefined }, true, 'fullname', 'REQUIRED', 'fullnameRequired'],
      ['fullname (blank)', { ...userFields(user), fullname: '   ' }, true, 'fullname', 'REQUIRED', 'fullnameRequired'],
      ['email', { ...userFields(user), email: undefined }, true, 'email', 'REQUIRED', 'emailRequired'],
      ['phone', { ...userFields(user), phone: undefined }, true, 'phone', 'REQUIRED', 'phoneRequired'],
      ['phone (group)', { ...groupFields, phone: '' }, true, 'phone', 'REQUIRED', 'phoneRequired'],
      ['file', userFields(user), false, 'file', 'REQUIRED', 'fileRequired'],
    ];
    for (const [, fields, withFile, field, reason, text] of cases) {
      expectInvalid(await api('/badge-request', { token: user.token, body: badgeForm(fields, withFile ? undefined : null) }), field, reason, text);
    }
    const badEmail = await api('/badge-request', { token: user.token, body: badgeForm(userFields(user, { email: 'not-an-email' })) });
    expectInvalid(badEmail, 'email', 'INVALID_FORMAT', 'emailInvalid');
    const badPhone = await api('/badge-request', { token: user.token, body: badgeForm(userFields(user, { phone: 'call me' })) });
    expectInvalid(badPhone, 'phone', 'INVALID_FORMAT', 'phoneInvalid');
    expectError(
      await api('/badge-request', { token: user.token, body: badgeForm(userFields(user), { bytes: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'), type: 'application/pdf', name: 'id.pdf' }) }),
      415,
      'UNSUPPORTED_FILE_TYPE',
    );
    const db = await testDb();
    expect(await db.collection('badgerequests').countDocuments({ requestedBy: new ObjectId(user.id) })).toBe(0);
    expect(await db.collection('uploadedfiles').countDocuments({ uploadedBy: new ObjectId(user.id) })).toBe(0);

    // and the same request with every field is accepted, for a user and for a group
    await requestBadge(user, userFields(user));
    expect((await requestBadge(user, groupFields)).groupId).toBe(groupId);
  });

  it('an unknown account: 404 NOT_FOUND (user); an unknown group, or a one-to-one chat: 404 NOT_FOUND (group)', async () => {
    const [user, friend] = await users(2);
    expectNotFound(await api('/badge-request', { token: user.token, body: badgeForm(userFields(user, { userId: unknownId() })) }), 'user');
    const group: Fields = { badgeType: 'group', fullname: 'G', email: user.email, phone: '0912345678' };
    expectNotFound(await api('/badge-request', { token: user.token, body: badgeForm({ ...group, groupId: unknownId() }) }), 'group');
    const direct = expectOk(await api('/chat/create', { token: user.token, body: { members: [friend.id], type: 'single' } })).chat.id;
    expectNotFound(await api('/badge-request', { token: user.token, body: badgeForm({ ...group, groupId: direct }) }), 'group');
    expect(await (await testDb()).collection('badgerequests').countDocuments({ requestedBy: new ObjectId(user.id) })).toBe(0);
  });
});

describe('admin authentication', () => {
  it('the admin calls refuse no token, a user token and a garbage token with 401 ADMIN_AUTH_REQUIRED', async () => {
    const [user] = await users(1);
    const { id } = await requestBadge(user, userFields(user));
    const forged = jwt.sign({}, 'not-the-server-secret', { algorithm: 'HS256', subject: 'badge-admin', audience: 'badge-admin', expiresIn: '1h' });
    // (api() sends no Authorization header for an empty token)
    for (const token of ['', user.token, 'garbage', forged]) {
      expectError(await api('/badge-request?status=all', { token }), 401, 'ADMIN_AUTH_REQUIRED');
      expectError(await api(`/badge-request/${id}`, { method: 'PATCH', token, body: { status: 'approved' } }), 401, 'ADMIN_AUTH_REQUIRED');
      expectError(await api(`/badge-request/${id}/remove-badge`, { token, body: { note: 'fake' } }), 401, 'ADMIN_AUTH_REQUIRED');
    }
    expectError(await api('/badge-request', { headers: { authorization: `Basic ${adminToken}` } }), 401, 'ADMIN_AUTH_REQUIRED');
    expect((await storedRequest(id))!.status).toBe('pending');
    // nor is the admin token a user's session
    expect((await api('/user/me', { token: adminToken })).status).toBe(401);
  });
});

describe('review state machine', () => {
  type State = 'pending' | 'approved' | 'rejected' | 'removed';
  type Act = 'approve' | 'reject' | 'remove';
  const act = (id: string, action: Act): Promise<ApiAnswer> =>
    action === 'remove' ? removeBadge(id, 'a reason') : review(id, action === 'approve' ? 'approved' : 'rejected', 'a note');
  const PATH_TO: Record<State, Act[]> = { pending: [], approved: ['approve'], rejected: ['reject'], removed: ['approve', 'remove'] };
  const ALLOWED: Partial<Record<State, Partial<Record<Act, State>>>> = {
    pending: { approve: 'approved', reject: 'rejected' },
    approved: { remove: 'removed' },
  };
  const rows = (['pending', 'approved', 'rejected', 'removed'] as State[]).flatMap((from) =>
    (['approve', 'reject', 'remove'] as Act[]).map((action) => {
      const to = ALLOWED[from]?.[action];
      return { from, action, to, label: `${action} from ${from}: ${to ? `→ ${to}` : '409 INVALID_STATE'}` };
    }),
  );
  let requester: TestUser;
  beforeAll(async () => {
    [requester] = await users(1);
  });

  it.concurrent.each(rows)('$label', async ({ from, action, to }) => {
    const { id } = await requestBadge(requester, userFields(requester));
    for (const step of PATH_TO[from]) expectOk(await act(id, step));
    expect((await storedRequest(id))!.status).toBe(from);
    const answer = await act(id, action);
    if (to) {
      expect(expectOk(answer).data).toMatchObject({ id, status: to, note: action === 'remove' ? 'a reason' : 'a note' });
      expect((await storedRequest(id))!.status).toBe(to);
    } else {
      expectError(answer, 409, 'INVALID_STATE');
      expect((await storedRequest(id))!.status).toBe(from);
    }
  });

  it('bad input: unknown id 404, unknown status 400, removal without a reason 400 (note, REQUIRED)', async () => {
    const [user] = await users(1);
    const { id } = await requestBadge(user, userFields(user));
    expectError(await review(unknownId(), 'approved'), 404, 'NOT_FOUND');
    expectError(await removeBadge(unknownId(), 'x'), 404, 'NOT_FOUND');
    expectError(await review(id, 'removed'), 400, 'VALIDATION_ERROR');
    expectError(await review(id, 'pending'), 400, 'VALIDATION_ERROR');
    expectOk(await review(id, 'approved'));
    expectInvalid(await removeBadge(id, undefined), 'note', 'REQUIRED', 'reasonRequired');
    expectInvalid(await removeBadge(id, '   '), 'note', 'REQUIRED', 'reasonRequired');
    expect((await storedRequest(id))!.status).toBe('approved');
  });
});

describe('the verified badge', () => {
  const verified = (badges: any[] | undefined) => (badges ?? []).filter((b) => b.type === 'verified');

  it('approval gives the user the blue check, once; removal takes it away and keeps other badges', async () => {
    const [user, viewer] = await users(2);
    const first = await requestBadge(user, userFields(user));
    const second = await requestBadge(viewer, userFields(user, { fullname: 'Asked by a friend' }));
    expect(verified(expectOk(await api('/user/me', { token: user.token })).user.specialBadges)).toEqual([]);

    expectOk(await review(first.id, 'approved', 'looks right'));
    const me = expectOk(await api('/user/me', { token: user.token })).user;
    expect(verified(me.specialBadges)).toEqual([expect.objectContaining({ type: 'verified', expiresAt: null })]);
    expect(verified(expectOk(await api(`/user/${user.id}`, { token: viewer.token })).user.specialBadges)).toHaveLength(1);
    expectOk(await review(second.id, 'approved'));
    expect(verified(expectOk(await api('/user/me', { token: user.token })).user.specialBadges)).toHaveLength(1);

    // another special badge survives the removal of the blue check
    const other = { type: 'supporter', icon: 'star', label: 'Supporter', color: '#fa0', expiresAt: new Date(Date.now() + 86_400_000) };
    await (await testDb()).collection('users').updateOne({ _id: new ObjectId(user.id) }, { $push: { specialBadges: other } } as never);
    expectOk(await removeBadge(first.id, 'fake papers'));
    const after = expectOk(await api('/user/me', { token: user.token })).user.specialBadges;
    expect(verified(after)).toEqual([]);
    expect(after.map((b: any) => b.type)).toEqual(['supporter']);
  });

  it('a rejected request gives nothing; a group request verifies the group, removal unverifies it', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    const rejected = await requestBadge(member, userFields(member));
    expectOk(await review(rejected.id, 'rejected', 'blurry photo'));
    expect(verified(expectOk(await api('/user/me', { token: member.token })).user.specialBadges)).toEqual([]);

    const request = await requestBadge(member, { badgeType: 'group', groupId, fullname: 'The group', email: owner.email, phone: '0912345678' });
    expect(request).toMatchObject({ badgeType: 'group', groupId, userId: '' });
    expectOk(await review(request.id, 'approved'));
    const group = expectOk(await api(`/group/${groupId}`, { token: member.token })).group;
    expect(verified(group.specialBadges)).toEqual([expect.objectContaining({ type: 'verified', expiresAt: null })]);
    // the group's verification is not the requester's
    expect(verified(expectOk(await api('/user/me', { token: member.token })).user.specialBadges)).toEqual([]);
    expectOk(await removeBadge(request.id, 'not the real one'));
    expect(verified(expectOk(await api(`/group/${groupId}`, { token: owner.token })).group.specialBadges)).toEqual([]);
  });

  it("an expired badge of a group is not sent, on the group page nor in the chat list (as for users)", async () => {
    const [owner] = await users(1);
    const groupId = await makeGroup(owner, []);
    const expired = { type: 'verified', icon: null, label: null, color: null, expiresAt: new Date(Date.now() - 60_000) };
    const lasting = { type: 'supporter', icon: 'star', label: 'Supporter', color: '#fa0', expiresAt: new Date(Date.now() + 86_400_000) };
    await (await testDb()).collection('chats').updateOne({ _id: new ObjectId(groupId) }, { $set: { specialBadges: [expired, lasting] } });
    const page = expectOk(await api(`/group/${groupId}`, { token: owner.token })).group;
    expect(page.specialBadges.map((b: any) => b.type)).toEqual(['supporter']);
    const listed = expectOk(await api('/chat/my-chats', { token: owner.token })).chats.find((c: any) => c.id === groupId);
    expect(listed.specialBadges.map((b: any) => b.type)).toEqual(['supporter']);
  });
});

describe('the admin list', () => {
  it('status: pending by default, each status, and all', async () => {
    const [user] = await users(1);
    const tag = uniqueName('tag');
    const make = () => requestBadge(user, userFields(user, { fullname: `${tag} person` }));
    const [pending, approved, rejected, removed] = await Promise.all([make(), make(), make(), make()]);
    expectOk(await review(approved.id, 'approved'));
    expectOk(await review(rejected.id, 'rejected'));
    expectOk(await review(removed.id, 'approved'));
    expectOk(await removeBadge(removed.id, 'gone'));

    const idsOf = async (query: Record<string, string>) => (expectOk(await list({ search: tag, ...query })).data as any[]).map((r) => r.id).sort();
    expect(await idsOf({})).toEqual([pending.id]);
    expect(await idsOf({ status: 'pending' })).toEqual([pending.id]);
    expect(await idsOf({ status: 'approved' })).toEqual([approved.id]);
    expect(await idsOf({ status: 'rejected' })).toEqual([rejected.id]);
    expect(await idsOf({ status: 'removed' })).toEqual([removed.id]);
    expect(await idsOf({ status: 'all' })).toEqual([pending.id, approved.id, rejected.id, removed.id].sort());
    expectError(await list({ status: 'done' }), 400, 'VALIDATION_ERROR');
  });

  it('search: name, e-mail, account id and group id, case-insensitive, with regex characters taken literally', async () => {
    const [user, other] = await users(2);
    const groupId = await makeGroup(other, [user]);
    const tag = uniqueName('s');
    const dotted = await requestBadge(user, userFields(user, { fullname: `Mr ${tag} a.b (x)+ [1-2]/$` }));
    const plain = await requestBadge(user, userFields(user, { fullname: `Mr ${tag} axb x` }));
    const byMail = await requestBadge(other, userFields(other, { email: `${tag}@mail.example` }));
    const forGroup = await requestBadge(other, { badgeType: 'group', groupId, fullname: 'Group things', email: other.email, phone: '0912345678' });

    const found = async (search: string) => (expectOk(await list({ search, status: 'all' })).data as any[]).map((r) => r.id);
    expect((await found(`${tag} a.b`)).sort()).toEqual([dotted.id]);
    expect(await found(`${tag} A.B (X)+`)).toEqual([dotted.id]);
    expect(await found(`${tag} a.b (x)+ [1-2]/$`)).toEqual([dotted.id]);
    expect((await found(tag)).sort()).toEqual([dotted.id, plain.id, byMail.id].sort());
    expect(await found(`${tag.toUpperCase()}@MAIL`)).toEqual([byMail.id]);
    expect((await found(user.id)).sort()).toEqual([dotted.id, plain.id].sort());
    expect(await found(groupId)).toEqual([forGroup.id]);
    for (const odd of ['(', '[', '*', '\\', '.*', '^$']) {
      const answer = await list({ search: `${tag}${odd}`, status: 'all' });
      expect({ odd, status: answer.status, rows: answer.body.data?.length }).toEqual({ odd, status: 200, rows: 0 });
    }
  });

  it('from/to are UTC days, both inclusive; newest first', async () => {
    const [user] = await users(1);
    const tag = uniqueName('d');
    const at = ['2001-03-10T23:59:59.999Z', '2001-03-11T00:00:00.000Z', '2001-03-12T23:59:59.999Z', '2001-03-13T00:00:00.000Z'];
    const made = await Promise.all(at.map((_, i) => requestBadge(user, userFields(user, { fullname: `${tag} ${i}` }))));
    const db = await testDb();
    await Promise.all(made.map((r, i) => db.collection('badgerequests').updateOne({ _id: new ObjectId(r.id) }, { $set: { createdAt: new Date(at[i]) } })));

    const found = async (query: Record<string, string>) => (expectOk(await list({ search: tag, status: 'all', ...query })).data as any[]).map((r) => r.fullname);
    expect(await found({ from: '2001-03-11', to: '2001-03-12' })).toEqual([`${tag} 2`, `${tag} 1`]);
    expect(await found({ from: '2001-03-11', to: '2001-03-11' })).toEqual([`${tag} 1`]);
    expect(await found({ from: '2001-03-13' })).toEqual([`${tag} 3`]);
    expect(await found({ to: '2001-03-10' })).toEqual([`${tag} 0`]);
    expect(await found({ from: '', to: '' })).toEqual([`${tag} 3`, `${tag} 2`, `${tag} 1`, `${tag} 0`]);
    expect(await found({ from: '2001-03-12', to: '2001-03-11' })).toEqual([]);
    expectInvalid(await list({ from: '11/03/2001' }), 'from', 'INVALID_FORMAT', 'dateInvalid');
    expectInvalid(await list({ to: '2001-13-45' }), 'to', 'INVALID_FORMAT', 'dateInvalid');
    expectInvalid(await list({ from: '2001-02-30' }), 'from', 'INVALID_FORMAT', 'dateInvalid');
    expect(await found({ from: '2000-02-29', to: '2001-03-10' })).toEqual([`${tag} 0`]);
  });
});

// Last in this file (see the top): it puts 127.0.0.1 past the admin-code limit for 15 minutes.
describe('admin session', () => {
  it('the right code opens a session; wrong codes 403, from the 6th try 429, but the right code still gets in; issued tokens keep working', async () => {
    const opened = expectOk(await api('/badge-request/admin-session', { body: { code: inject('adminCode') } }));
    expect(typeof opened.adminToken).toBe('string');
    expectOk(await list({}, opened.adminToken));
    for (let i = 1; i <= 5; i++) {
      expectError(await api('/badge-request/admin-session', { body: { code: `wrong-${i}` } }), 403, 'WRONG_ADMIN_CODE');
    }
    expectError(await api('/badge-request/admin-session', { body: { code: 'wrong-6' } }), 429, 'TOO_MANY_REQUESTS');
    const locked = await api('/badge-request/admin-session', { body: { code: 'wrong-7' } });
    expectError(locked, 429, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The lockout does not lock the admin out (issue 11): the right code still opens a session.
    const reopened = expectOk(await api('/badge-request/admin-session', { body: { code: inject('adminCode') } }));
    expectOk(await list({}, reopened.adminToken));
    expectOk(await list({}, opened.adminToken));
    expectOk(await list({}, adminToken));
  });
});
