import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound } from '../support/errors';
import { expectBadInput, expectError, expectOk, myChats, OPERATOR_VALUES, unknownId, users } from './helpers';

let alice: TestUser, bob: TestUser, carol: TestUser, dave: TestUser;
beforeAll(async () => {
  [alice, bob, carol, dave] = await users(4);
});

describe('POST /chat/create', () => {
  it('creates a one-to-one chat with both members and returns it again instead of a duplicate', async () => {
    const first = await api('/chat/create', { token: alice.token, body: { members: [bob.id], type: 'single' } });
    const chat = expectOk(first).chat;
    expect(chat._id).toBe(chat.id);
    expect(chat.id).toMatch(/^[0-9a-f]{24}$/);
    expect(chat.type).toBe('single');
    expect(chat.members.map((m: any) => m.id).sort()).toEqual([alice.id, bob.id].sort());
    expect(chat.members.find((m: any) => m.id === bob.id).username).toBe(bob.username);
    expect(chat.blockedBy).toEqual([]);
    expect(chat.unreadCount).toBe(0);
    expect(chat.lastMessage).toBeNull();

    // Same pair, either direction, with or without type, own id in the list: the same chat.
    const again = await api('/chat/create', { token: alice.token, body: { members: [bob.id] } });
    expect(expectOk(again).chat.id).toBe(chat.id);
    const reverse = await api('/chat/create', { token: bob.token, body: { members: [alice.id, bob.id], type: 'single' } });
    expect(expectOk(reverse).chat.id).toBe(chat.id);

    const db = await testDb();
    const stored = await db
      .collection('chats')
      .countDocuments({ type: 'single', members: { $all: [new ObjectId(alice.id), new ObjectId(bob.id)] } });
    expect(stored).toBe(1);
  });

  it('does not make two chats when both people start one at the same moment', async () => {
    const answers = await Promise.all([
      api('/chat/create', { token: carol.token, body: { members: [dave.id] } }),
      api('/chat/create', { token: dave.token, body: { members: [carol.id] } }),
      api('/chat/create', { token: carol.token, body: { members: [dave.id] } }),
    ]);
    const ids = answers.map((a) => expectOk(a).chat.id);
    expect(new Set(ids).size).toBe(1);
    const db = await testDb();
    expect(await db.collection('chats').countDocuments({ type: 'single', members: { $all: [new ObjectId(carol.id), new ObjectId(dave.id)] } })).toBe(1);
  });

  it('refuses a chat with oneself, with an unknown user, and with more or fewer than one other', async () => {
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: [alice.id] } }));
    // An upper-case copy of one's own id is still oneself (not one's chat with somebody else).
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: [alice.id.toUpperCase()] } }));
    expectNotFound(await api('/chat/create', { token: alice.token, body: { members: [unknownId()] } }), 'user');
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: [bob.id, carol.id] } }));
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: [] } }));
    expectBadInput(await api('/chat/create', { token: alice.token, body: {} }));
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: ['not-an-id'] } }));
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: bob.id } }));
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: [bob.id], type: 'triple' } }));
    // A group needs a name: /chat/create cannot make one.
    expectInvalid(await api('/chat/create', { token: alice.token, body: { members: [bob.id, carol.id], type: 'group' } }), 'name', 'REQUIRED', 'groupNameRequired');
  });

  it('refuses operator objects and malformed JSON with 400', async () => {
    for (const value of OPERATOR_VALUES) {
      expectBadInput(await api('/chat/create', { token: alice.token, body: { members: [value] } }));
      expectBadInput(await api('/chat/create', { token: alice.token, body: { members: value } }));
    }
    expectBadInput(await api('/chat/create', { token: alice.token, body: { members: [bob.id], type: { $ne: 'x' } } }));
    // An unusable lang is refused or ignored (the answer's language falls back), never a 500.
    expect([200, 400]).toContain((await api('/chat/create', { token: alice.token, body: { members: [bob.id], lang: { $gt: '' } } })).status);
    const raw = await fetchRaw('/chat/create', alice.token, '{"members": [');
    expectBadInput(raw);
  });

  it('needs a session', async () => {
    expectError(await api('/chat/create', { body: { members: [bob.id] } }), 401, 'UNAUTHORIZED');
    expectError(await api('/chat/create', { token: 'nonsense', body: { members: [bob.id] } }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /chat/create-group', () => {
  it('makes the caller the owner and a member; other members are added, unknown ids dropped', async () => {
    const ghost = unknownId();
    const answer = await api('/chat/create-group', {
      token: alice.token,
      body: { name: '  Team  ', members: [bob.id, carol.id, alice.id, ghost, bob.id, bob.id.toUpperCase(), alice.id.toUpperCase()] },
    });
    const chat = expectOk(answer).chat;
    expect(chat.type).toBe('group');
    expect(chat.name).toBe('Team');
    expect(chat.owner).toBe(alice.id);
    expect(chat.myRole).toBe('owner');
    expect(chat.admins).toEqual([]);
    expect(chat.groupId).toBe(chat.id);
    const memberIds = chat.members.map((m: any) => m.id);
    expect(memberIds.sort()).toEqual([alice.id, bob.id, carol.id].sort());
    expect(chat.memberCount).toBe(3);

    const asBob = (await myChats(bob)).find((c) => c.id === chat.id);
    expect(asBob?.myRole).toBe('member');
    expect((await myChats(dave)).some((c) => c.id === chat.id)).toBe(false);
  });

  it('a group may start with the owner alone', async () => {
    const chat = expectOk(await api('/chat/create-group', { token: dave.token, body: { name: 'solo' } })).chat;
    expect(chat.members.map((m: any) => m.id)).toEqual([dave.id]);
    expect(chat.owner).toBe(dave.id);
  });

  it('needs a name: missing, empty or blank gives 400 VALIDATION_ERROR (name, REQUIRED)', async () => {
    expectInvalid(await api('/chat/create-group', { token: alice.token, body: { members: [bob.id] } }), 'name', 'REQUIRED', 'groupNameRequired');
    expectInvalid(await api('/chat/create-group', { token: alice.token, body: { name: '', members: [bob.id] } }), 'name', 'REQUIRED', 'groupNameRequired');
    expectInvalid(await api('/chat/create-group', { token: alice.token, body: { name: ' \n\t ', members: [bob.id] } }), 'name', 'REQUIRED', 'groupNameRequired');
    expectInvalid(await api('/chat/create-group', { token: alice.token, body: { name: { $gt: '' }, members: [bob.id] } }), 'name', 'INVALID_FORMAT', 'groupNameRequired');
    expectInvalid(await api('/chat/create-group', { token: alice.token, body: { name: 'x'.repeat(101) } }), 'name', 'TOO_LONG', 'TOO_LONG');
    expectBadInput(await api('/chat/create-group', { token: alice.token, body: { name: 'ok', members: [{ $gt: '' }] } }));
    expectBadInput(await api('/chat/create-group', { token: alice.token, body: { name: 'ok', avatar: { $gt: '' } } }));
    expectError(await api('/chat/create-group', { body: { name: 'ok' } }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /chat/one-to-one/{userId}', () => {
  it('returns the chat with blockedBy, and 404 when there is none or the id is malformed', async () => {
    const created = expectOk(await api('/chat/create', { token: alice.token, body: { members: [carol.id] } })).chat;
    const found = await api(`/chat/one-to-one/${carol.id}`, { token: alice.token });
    expect(expectOk(found).chat.id).toBe(created.id);
    expect(found.body.chat.blockedBy).toEqual([]);
    expect(expectOk(await api(`/chat/one-to-one/${alice.id}`, { token: carol.token })).chat.id).toBe(created.id);

    expectOk(await api(`/chat/block/${created.id}`, { token: carol.token, body: {} }));
    expect(expectOk(await api(`/chat/one-to-one/${carol.id}`, { token: alice.token })).chat.blockedBy).toEqual([carol.id]);

    expectError(await api(`/chat/one-to-one/${dave.id}`, { token: bob.token }), 404, 'NOT_FOUND');
    // With oneself there is none (alice does have chats, with bob and carol).
    expectError(await api(`/chat/one-to-one/${alice.id}`, { token: alice.token }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/one-to-one/${alice.id.toUpperCase()}`, { token: alice.token }), 404, 'NOT_FOUND');
    expect(expectOk(await api(`/chat/one-to-one/${carol.id.toUpperCase()}`, { token: alice.token })).chat.id).toBe(created.id);
    expectError(await api(`/chat/one-to-one/${unknownId()}`, { token: alice.token }), 404, 'NOT_FOUND');
    expectError(await api('/chat/one-to-one/abc', { token: alice.token }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/one-to-one/${encodeURIComponent('{"$gt":""}')}`, { token: alice.token }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/one-to-one/${carol.id}`), 401, 'UNAUTHORIZED');
  });

  it('does not mistake a group of the two for their one-to-one chat', async () => {
    const [x, y] = await users(2);
    expectOk(await api('/chat/create-group', { token: x.token, body: { name: 'pair', members: [y.id] } }));
    expectError(await api(`/chat/one-to-one/${y.id}`, { token: x.token }), 404, 'NOT_FOUND');
    const direct = expectOk(await api('/chat/create', { token: x.token, body: { members: [y.id] } })).chat;
    expect(direct.type).toBe('single');
  });
});

async function fetchRaw(path: string, token: string, body: string) {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
