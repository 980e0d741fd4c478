import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, uniqueName, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';

// Users are written straight into the database where the API path adds nothing (cheaper than
// registering each one).
async function insertUser(fields: { username: string; email?: string; isPrivate?: boolean }) {
  const _id = new ObjectId();
  const now = new Date();
  await (await testDb()).collection('users').insertOne({
    _id,
    username: fields.username,
    usernameLower: fields.username.toLowerCase(),
    email: (fields.email ?? `${uniqueName('m')}@example.test`).toLowerCase(),
    passwordHash: 'not-a-hash',
    name: '',
    avatar: '',
    bio: '',
    isPrivate: fields.isPrivate ?? false,
    hideOnline: false,
    role: 'user',
    likeCount: 0,
    dislikeCount: 0,
    lang: 'vi',
    specialBadges: [],
    createdAt: now,
    updatedAt: now,
  });
  return String(_id);
}

async function insertGroup(fields: { members: string[]; owner: string; admins?: string[]; hideMemberList?: boolean }) {
  const _id = new ObjectId();
  await (await testDb()).collection('chats').insertOne({
    _id,
    type: 'group',
    name: 'search test group',
    members: fields.members.map((id) => new ObjectId(id)),
    owner: new ObjectId(fields.owner),
    admins: (fields.admins ?? []).map((id) => new ObjectId(id)),
    hideMemberList: fields.hideMemberList ?? false,
    blockedBy: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return String(_id);
}

const search = (token: string, query: string, extra = '') => api(`/user/search?query=${encodeURIComponent(query)}${extra}`, { token });
const names = (body: any): string[] => body.users.map((u: { username: string }) => u.username);

describe('GET /user/search', () => {
  const tok = uniqueName('q');
  let me: TestUser;
  const ids: Record<string, string> = {};
  const byMailName = uniqueName('zz');

  beforeAll(async () => {
    me = await registerUser({ username: `${tok}Me` });
    ids.alpha = await insertUser({ username: `${tok}Alpha` });
    ids.beta = await insertUser({ username: `x${tok}beta` });
    ids.byMail = await insertUser({ username: byMailName, email: `${tok}mail@example.test` });
    ids.hiddenMail = await insertUser({ username: uniqueName('yy'), email: `${tok}hidden@example.test`, isPrivate: true });
    ids.private = await insertUser({ username: `${tok}Private`, isPrivate: true });
  });

  it('finds by username or e-mail without regard to case, starts-with first, never the caller', async () => {
    const res = await search(me.token, tok.toUpperCase());
    expect(res.status).toBe(200);
    // starting with the text (username or e-mail), by username; then containing it
    expect(names(res.body)).toEqual([`${tok}Alpha`, `${tok}Private`, byMailName, `x${tok}beta`]);
    const alpha = res.body.users.find((u: { username: string }) => u.username === `${tok}Alpha`);
    expect(alpha).toMatchObject({ _id: ids.alpha, id: ids.alpha, email: expect.stringContaining('@'), avatar: '' });
  });

  it('leaves out the e-mail of private users and does not match on it', async () => {
    const res = await search(me.token, tok);
    const priv = res.body.users.find((u: { id: string }) => u.id === ids.private);
    expect(priv).toBeDefined();
    expect(priv).not.toHaveProperty('email');
    expect(res.body.users.map((u: { id: string }) => u.id)).not.toContain(ids.hiddenMail);
    expect((await search(me.token, `${tok}hidden@`)).body.users).toEqual([]);
    expect((await search(me.token, `${tok}mail@`)).body.users.map((u: { id: string }) => u.id)).toEqual([ids.byMail]);
  });

  it('answers 200 { users: [] } under 2 characters', async () => {
    for (const q of ['', 'a', '  b  ']) {
      const res = await search(me.token, q);
      expect([res.status, res.body]).toEqual([200, { users: [] }]);
    }
    expect((await api('/user/search', { token: me.token })).body).toEqual({ users: [] });
  });

  it('takes regex metacharacters literally', async () => {
    for (const q of ['.*', '.+', '(', `${tok}(`, '[a-z]', '\\', `${tok}.lpha`, `^${tok}`, `${tok}|x`]) {
      const res = await search(me.token, q);
      expect(res.status, q).toBe(200);
      expect(res.body.users, q).toEqual([]);
    }
  });

  it('drops control characters (a NUL byte included) instead of failing', async () => {
    const name = `${tok}Alpha`;
    for (const q of [`${name}\u0000`, `\u0000${name}`, `${name.slice(0, 3)}\u0000${name.slice(3)}`, `${name}\u0007\u001f\u007f`]) {
      const res = await search(me.token, q);
      expect({ q, status: res.status, found: res.body.users && names(res.body) }).toEqual({ q, status: 200, found: [name] });
    }
    expect(await search(me.token, '\u0000\u0000')).toMatchObject({ status: 200, body: { users: [] } });
  });

  it('ignores operator-shaped query keys and refuses an over-long query', async () => {
    const operator = await api('/user/search?query[$ne]=x&query[$regex]=.*', { token: me.token });
    expect([operator.status, operator.body]).toEqual([200, { users: [] }]);
    const long = await search(me.token, 'a'.repeat(101));
    expectInvalid(long, 'query', 'TOO_LONG', 'TOO_LONG');
  });

  it('returns at most 20', async () => {
    const many = uniqueName('lim');
    await Promise.all(Array.from({ length: 23 }, (_, i) => insertUser({ username: `${many}${String(i).padStart(2, '0')}` })));
    const res = await search(me.token, many);
    expect(res.body.users).toHaveLength(20);
    expect(names(res.body)[0]).toBe(`${many}00`);
  });

  it('excludeGroup leaves out the members of that group, for those who may see them', async () => {
    const group = await insertGroup({ members: [me.id, ids.alpha], owner: me.id });
    const res = await search(me.token, tok, `&excludeGroup=${group}`);
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { id: string }) => u.id)).not.toContain(ids.alpha);
    expect(res.body.users.map((u: { id: string }) => u.id)).toContain(ids.beta);

    const notMine = await insertGroup({ members: [ids.beta], owner: ids.beta });
    expect((await search(me.token, tok, `&excludeGroup=${notMine}`)).body.code).toBe('NOT_A_MEMBER');
    const hidden = await insertGroup({ members: [ids.beta, me.id], owner: ids.beta, hideMemberList: true });
    expect((await search(me.token, tok, `&excludeGroup=${hidden}`)).body.code).toBe('FORBIDDEN');
    const hiddenAdmin = await insertGroup({ members: [ids.beta, me.id], owner: ids.beta, admins: [me.id], hideMemberList: true });
    expect((await search(me.token, tok, `&excludeGroup=${hiddenAdmin}`)).body.users.map((u: { id: string }) => u.id)).not.toContain(ids.beta);
    expect((await search(me.token, tok, `&excludeGroup=${new ObjectId()}`)).status).toBe(404);
    const bad = await search(me.token, tok, '&excludeGroup=nope');
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('needs a token', async () => {
    expect((await search('', tok)).status).toBe(401);
  });
});
