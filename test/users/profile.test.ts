import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, registerUser, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound } from '../support/errors';
import { SAMPLES, upload } from '../files/fixtures';

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([registerUser(), registerUser()]);
});

const PERSONAL = ['email', 'birthday', 'gender', 'createdAt'];

describe('GET /user/{id}', () => {
  it('shows a public profile with personal fields and the viewer relation', async () => {
    const res = await api(`/user/${bob.id}`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      _id: bob.id,
      id: bob.id,
      username: bob.username,
      email: bob.email,
      isPrivate: false,
      likeCount: 0,
      dislikeCount: 0,
      likeTier: 0,
      likedByMe: false,
      dislikedByMe: false,
      blockedByMe: false,
      blockedByThem: false,
    });
    for (const key of PERSONAL) expect(res.body.user).toHaveProperty(key);
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.user).not.toHaveProperty('hideOnline');
  });

  it('answers 404 NOT_FOUND (user) for unknown and malformed ids, 401 without a token', async () => {
    for (const id of [String(new ObjectId()), 'nobody', '123']) {
      expectNotFound(await api(`/user/${id}`, { token: alice.token }), 'user');
    }
    expect((await api(`/user/${bob.id}`)).status).toBe(401);
  });

  it('keeps the static routes apart from /user/{id}', async () => {
    expect((await api('/user/me', { token: alice.token })).body.user.id).toBe(alice.id);
    expect((await api('/user/search?query=x', { token: alice.token })).body).toEqual({ users: [] });
    expect((await api('/user/my-stickers', { token: alice.token })).body).toHaveProperty('stickerSets');
  });

  it('tells the block state of the one-to-one chat to each side', async () => {
    const [carol, dave] = await Promise.all([registerUser(), registerUser()]);
    await (await testDb()).collection('chats').insertOne({
      type: 'single',
      members: [new ObjectId(carol.id), new ObjectId(dave.id)],
      blockedBy: [new ObjectId(dave.id)],
      admins: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const seenByCarol = (await api(`/user/${dave.id}`, { token: carol.token })).body.user;
    expect([seenByCarol.blockedByThem, seenByCarol.blockedByMe]).toEqual([true, false]);
    const seenByDave = (await api(`/user/${carol.id}`, { token: dave.token })).body.user;
    expect([seenByDave.blockedByThem, seenByDave.blockedByMe]).toEqual([false, true]);
  });
});

describe('POST /user/update-private and /user/hide-online', () => {
  it('a private profile hides e-mail, birthday, gender and creation date from others only', async () => {
    const erin = await registerUser();
    const res = await api('/user/update-private', { token: erin.token, body: { isPrivate: true, lang: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, isPrivate: true, user: { isPrivate: true, email: erin.email } });

    const seen = (await api(`/user/${erin.id}`, { token: alice.token })).body.user;
    expect(seen).toMatchObject({ _id: erin.id, id: erin.id, username: erin.username, isPrivate: true });
    for (const key of PERSONAL) expect(seen).not.toHaveProperty(key);
    const own = (await api(`/user/${erin.id}`, { token: erin.token })).body.user;
    for (const key of PERSONAL) expect(own).toHaveProperty(key);
    expect((await api('/user/me', { token: erin.token })).body.user.email).toBe(erin.email);

    await api('/user/update-private', { token: erin.token, body: { isPrivate: false } });
    expect((await api(`/user/${erin.id}`, { token: alice.token })).body.user.email).toBe(erin.email);
  });

  it('stores hideOnline for the presence code', async () => {
    const res = await api('/user/hide-online', { token: bob.token, body: { hideOnline: true } });
    expect([res.status, res.body.hideOnline]).toEqual([200, true]);
    expect((await api('/user/me', { token: bob.token })).body.user.hideOnline).toBe(true);
    const row = await (await testDb()).collection('users').findOne({ _id: new ObjectId(bob.id) });
    expect(row?.hideOnline).toBe(true);
    await api('/user/hide-online', { token: bob.token, body: { hideOnline: false } });
  });

  it('refuses anything but a boolean, operator objects included', async () => {
    for (const [path, body] of [
      ['/user/update-private', {}],
      ['/user/update-private', { isPrivate: 'true' }],
      ['/user/update-private', { isPrivate: { $ne: null } }],
      ['/user/hide-online', { hideOnline: 1 }],
      ['/user/hide-online', { hideOnline: { $gt: '' } }],
    ] as const) {
      const res = await api(path, { token: alice.token, body });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await api('/user/update-private', { body: { isPrivate: true } })).status).toBe(401);
  });
});

describe('PUT /user/me', () => {
  const put = (token: string, body: unknown) => api('/user/me', { method: 'PUT', token, body });

  it('sets the bio (up to 256 characters) and answers { user }', async () => {
    const res = await put(alice.token, { bio: '  Xin chào 👋  ' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: alice.id, bio: 'Xin chào 👋', email: alice.email });
    expect((await put(alice.token, { bio: 'b'.repeat(256) })).body.user.bio).toHaveLength(256);
    const tooLong = await put(alice.token, { bio: 'b'.repeat(257) });
    expectInvalid(tooLong, 'bio', 'TOO_LONG', 'TOO_LONG');
    expect((await api('/user/me', { token: alice.token })).body.user.bio).toHaveLength(256);
  });

  it('sets the avatar to an uploaded image only, stored as /uploads/<name>', async () => {
    const image = await upload(alice.token, SAMPLES.png, 'me.png', 'image/png');
    const withOrigin = `${inject('baseUrl')}/api${image.body.url}`;
    const res = await put(alice.token, { avatar: withOrigin });
    expect(res.status).toBe(200);
    expect(res.body.user.avatar).toBe(image.body.url);

    const pdf = await upload(alice.token, SAMPLES.pdf, 'cv.pdf', 'application/pdf');
    for (const avatar of [pdf.body.url, '/uploads/0123456789abcdef0123456789abcdef.png', 'javascript:alert(1)', 'https://evil.test/a.png', 42]) {
      expectInvalid(await put(alice.token, { avatar }), 'avatar', 'INVALID_FORMAT', 'fileUrlInvalid');
    }
    expect((await put(alice.token, { avatar: '' })).body.user.avatar).toBe('');
  });

  it('refuses an empty change and operator objects with 400', async () => {
    expect((await put(alice.token, {})).status).toBe(400);
    for (const body of [{ bio: { $gt: '' } }, { avatar: { $regex: '.*' } }, { bio: ['a'] }, { bio: null }]) {
      const res = await put(alice.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await put('', { bio: 'x' })).status).toBe(401);
  });
});
