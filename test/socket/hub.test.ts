import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { openSocket, type TestSocket } from '../support/socket';
import { directChat, expectOk, group, QUIET_MS, send, socketPool, unknownId, users } from '../chats/helpers';

const sockets = socketPool();
const loose: TestSocket[] = [];
afterAll(() => loose.forEach((s) => s.close()));

/** A connected socket that has not sent setup. */
async function anonymous(): Promise<TestSocket> {
  const socket = await openSocket();
  loose.push(socket);
  return socket;
}

let alice: TestUser, bob: TestUser, carol: TestUser;
let direct: string;
beforeAll(async () => {
  [alice, bob, carol] = await users(3);
  direct = await directChat(alice, bob);
});

describe('setup', () => {
  it('refuses every event before setup with UNAUTHORIZED, and such a socket hears nothing', async () => {
    const message = await send(alice, direct, 'before setup');
    const socket = await anonymous();
    const refused = { ok: false, code: 'UNAUTHORIZED' };
    expect(await socket.emitWithAck('join_room', direct)).toEqual(refused);
    expect(await socket.emitWithAck('join_room', { chatId: direct })).toEqual(refused);
    expect(await socket.emitWithAck('read_chat', { chatId: direct, lastReadId: message.id })).toEqual(refused);
    expect(await socket.emitWithAck('typing', { chatId: direct })).toEqual(refused);
    expect(await socket.emitWithAck('stop_typing', { chatId: direct })).toEqual(refused);
    expect(await socket.emitWithAck('call:incoming', { chatId: direct, to: bob.id })).toEqual(refused);
    // The refused read changed nothing.
    const history = expectOk(await api(`/messages/by-chat/${direct}`, { token: alice.token })).messages;
    expect(history.find((m: any) => m.id === message.id).readBy).toEqual([]);
    // Not in any room: a message to the chat does not reach it.
    const [sb] = await sockets(bob);
    const live = await send(alice, direct, 'live');
    await sb.next('receive_message', (m) => m.id === live.id);
    expect(await socket.receives('receive_message', QUIET_MS)).toBe(false);
  });

  it('refuses a bad token, and the socket stays unauthenticated', async () => {
    const socket = await anonymous();
    for (const token of ['nonsense', '', `${alice.token}x`, 42, { $gt: '' }, null]) {
      expect(await socket.emitWithAck('setup', token)).toEqual({ ok: false, code: 'UNAUTHORIZED' });
    }
    expect(await socket.emitWithAck('join_room', direct)).toEqual({ ok: false, code: 'UNAUTHORIZED' });
    expect(await socket.emitWithAck('setup', alice.token)).toEqual({ ok: true });
    expect(await socket.emitWithAck('join_room', direct)).toEqual({ ok: true });
    // A second setup is harmless and does not switch the account.
    expect(await socket.emitWithAck('setup', carol.token)).toEqual({ ok: true });
    expect(await socket.emitWithAck('typing', { chatId: direct })).toEqual({ ok: true });
  });

  it('refuses the token of a deleted account', async () => {
    const [ghost] = await users(1);
    const db = await testDb();
    await db.collection('users').deleteOne({ _id: new ObjectId(ghost.id) });
    const socket = await anonymous();
    expect(await socket.emitWithAck('setup', ghost.token)).toEqual({ ok: false, code: 'UNAUTHORIZED' });
  });
});

describe('join_room, read_chat, typing', () => {
  it('join_room only for members', async () => {
    const [sc] = await sockets(carol);
    expect(await sc.emitWithAck('join_room', direct)).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sc.emitWithAck('join_room', { chatId: direct })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sc.emitWithAck('join_room', unknownId())).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    for (const bad of ['abc', 42, null, { chatId: { $gt: '' } }, { $gt: '' }]) {
      expect(await sc.emitWithAck('join_room', bad)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    }
    // The refused join did not let carol in.
    const message = await send(alice, direct, 'private');
    expect(await sc.receives('receive_message', QUIET_MS, (m) => m.id === message.id)).toBe(false);
    expect(await sc.emitWithAck('typing', { chatId: direct })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });

    const team = await group(alice, [carol]);
    expect(await sc.emitWithAck('join_room', team)).toEqual({ ok: true });
    expect(await sc.emitWithAck('join_room', { chatId: team })).toEqual({ ok: true });
  });

  it('read_chat checks membership and input; a good one marks the chat read', async () => {
    const [sa, sc] = await sockets(alice, carol);
    const message = await send(bob, direct, 'read me');
    const other = await group(carol, [bob]);
    const foreign = await send(carol, other, 'elsewhere');
    expect(await sc.emitWithAck('read_chat', { chatId: direct, lastReadId: message.id })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    // Refusals carry the detail of the HTTP answers: what was not found, which field was bad.
    expect(await sa.emitWithAck('read_chat', { chatId: direct, lastReadId: foreign.id })).toEqual({ ok: false, code: 'NOT_FOUND', resource: 'message' });
    expect(await sa.emitWithAck('read_chat', { chatId: unknownId(), lastReadId: message.id })).toEqual({ ok: false, code: 'NOT_FOUND', resource: 'chat' });
    for (const [bad, field] of [
      [{ chatId: direct }, 'lastReadId'],
      [{ chatId: direct, lastReadId: 'x' }, 'lastReadId'],
      [{ chatId: { $gt: '' }, lastReadId: message.id }, 'chatId'],
    ] as const) {
      expect(await sa.emitWithAck('read_chat', bad)).toEqual({ ok: false, code: 'VALIDATION_ERROR', field });
    }
    for (const bad of ['text', null]) expect(await sa.emitWithAck('read_chat', bad)).toEqual({ ok: false, code: 'VALIDATION_ERROR' });
    let history = expectOk(await api(`/messages/by-chat/${direct}`, { token: bob.token })).messages;
    expect(history.find((m: any) => m.id === message.id).readBy).toEqual([]);
    expect(await sa.emitWithAck('read_chat', { chatId: direct, lastReadId: message.id })).toEqual({ ok: true });
    history = expectOk(await api(`/messages/by-chat/${direct}`, { token: bob.token })).messages;
    expect(history.find((m: any) => m.id === message.id).readBy).toEqual([alice.id]);
  });

  it('typing refuses bad input', async () => {
    const [sa] = await sockets(alice);
    for (const bad of [{}, { chatId: 'abc' }, { chatId: { $ne: null } }, null, 'x']) {
      expect(await sa.emitWithAck('typing', bad)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
      expect(await sa.emitWithAck('stop_typing', bad)).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('online_users', () => {
  it('shows contacts coming online and going offline, never a hidden user or a stranger', async () => {
    const [me, friend, hidden, stranger] = await users(4);
    await directChat(me, friend);
    await directChat(me, hidden);
    const team = await group(friend, [hidden]);
    expect(team).toBeTruthy();
    const db = await testDb();
    await db.collection('users').updateOne({ _id: new ObjectId(hidden.id) }, { $set: { hideOnline: true } });
    const neverHidden = (list: string[]) => !list.includes(hidden.id);
    const allLists: string[][] = [];

    const mine = await openSocket(me.token);
    mine.onAny((event, payload) => event === 'online_users' && allLists.push(payload));
    try {
      expect(await mine.next('online_users')).toEqual([me.id]);

      const friendSocket = await openSocket(friend.token);
      expect((await friendSocket.next('online_users')).sort()).toEqual([me.id, friend.id].sort());
      expect((await mine.next('online_users', (l: string[]) => l.includes(friend.id))).sort()).toEqual([me.id, friend.id].sort());

      // The hidden user comes online: nobody is told; they see the others (and themselves).
      const hiddenSocket = await openSocket(hidden.token);
      expect((await hiddenSocket.next('online_users')).sort()).toEqual([me.id, friend.id, hidden.id].sort());
      expect(await mine.receives('online_users', QUIET_MS, (l: string[]) => l.includes(hidden.id))).toBe(false);
      expect(await friendSocket.receives('online_users', 0, (l: string[]) => l.includes(hidden.id))).toBe(false);

      // A stranger (no chat in common) is not reported, and does not see me.
      const strangerSocket = await openSocket(stranger.token);
      expect(await strangerSocket.next('online_users')).toEqual([stranger.id]);
      expect(await mine.receives('online_users', QUIET_MS, (l: string[]) => l.includes(stranger.id))).toBe(false);
      strangerSocket.close();

      // A second tab keeps the friend online; closing the last one takes them offline.
      const friendTab = await openSocket(friend.token);
      await friendTab.next('online_users');
      friendTab.close();
      expect(await mine.receives('online_users', QUIET_MS, (l: string[]) => !l.includes(friend.id))).toBe(false);
      friendSocket.close();
      expect(await mine.next('online_users', (l: string[]) => !l.includes(friend.id))).toEqual([me.id]);

      hiddenSocket.close();
      expect(await mine.receives('online_users', QUIET_MS, (l: string[]) => l.includes(hidden.id))).toBe(false);
      expect(allLists.length).toBeGreaterThanOrEqual(2);
      expect(allLists.every(neverHidden)).toBe(true);
    } finally {
      mine.close();
    }
  });

  it('hiding the online status takes effect for the others at once, and showing it again too', async () => {
    const [me, friend] = await users(2);
    await directChat(me, friend);
    const [mine, theirs] = await sockets(me, friend);
    const mySecondTab = await openSocket(me.token);
    loose.push(mySecondTab);
    await mySecondTab.next('online_users');
    await theirs.next('online_users', (l: string[]) => l.includes(me.id));
    const hide = (hideOnline: boolean) => api('/user/hide-online', { token: me.token, body: { hideOnline } });
    // Lists that came before a step are dropped: each step looks only at what it caused.
    const drain = async () => {
      while (await theirs.receives('online_users', 0));
    };

    // Hidden: offline for the friend, with both of my tabs still open.
    await drain();
    expectOk(await hide(true));
    expect((await theirs.next('online_users', (l: string[]) => !l.includes(me.id))).sort()).toEqual([friend.id]);
    // Shown again: online at once.
    await drain();
    expectOk(await hide(false));
    expect((await theirs.next('online_users', (l: string[]) => l.includes(me.id))).sort()).toEqual([me.id, friend.id].sort());
    // Both tabs count again: closing one keeps me online.
    await drain();
    mySecondTab.close();
    expect(await theirs.receives('online_users', QUIET_MS, (l: string[]) => !l.includes(me.id))).toBe(false);
    // Hidden again (twice changes nothing more): offline; closing the last tab then shows nothing.
    await drain();
    expectOk(await hide(true));
    expectOk(await hide(true));
    await theirs.next('online_users', (l: string[]) => !l.includes(me.id));
    await drain();
    mine.close();
    expect(await theirs.receives('online_users', QUIET_MS, (l: string[]) => l.includes(me.id))).toBe(false);
  });

  it('people who start a chat while online see each other at once (a hidden one still never)', async () => {
    const [me, newFriend, groupMate, hidden] = await users(4);
    const db = await testDb();
    await db.collection('users').updateOne({ _id: new ObjectId(hidden.id) }, { $set: { hideOnline: true } });
    const [mine, theirs, mates, hiddens] = await sockets(me, newFriend, groupMate, hidden);
    expect(await mine.next('online_users')).toEqual([me.id]);
    expect(await theirs.next('online_users')).toEqual([newFriend.id]);

    await directChat(me, newFriend);
    expect((await mine.next('online_users', (l: string[]) => l.includes(newFriend.id))).sort()).toEqual([me.id, newFriend.id].sort());
    expect((await theirs.next('online_users', (l: string[]) => l.includes(me.id))).sort()).toEqual([me.id, newFriend.id].sort());

    expectOk(await api('/chat/create-group', { token: groupMate.token, body: { name: 'new', members: [me.id, hidden.id] } }));
    expect((await mates.next('online_users', (l: string[]) => l.includes(me.id))).sort()).toEqual([me.id, groupMate.id].sort());
    expect((await mine.next('online_users', (l: string[]) => l.includes(groupMate.id))).sort()).toEqual([me.id, newFriend.id, groupMate.id].sort());
    // The hidden member sees the others, who never see them.
    expect((await hiddens.next('online_users', (l: string[]) => l.includes(me.id))).sort()).toEqual([me.id, groupMate.id, hidden.id].sort());
    expect(await mine.receives('online_users', QUIET_MS, (l: string[]) => l.includes(hidden.id))).toBe(false);

    // Linked contacts are followed from now on: going offline is reported too.
    theirs.close();
    expect((await mine.next('online_users', (l: string[]) => !l.includes(newFriend.id))).sort()).toEqual([me.id, groupMate.id].sort());
  });
});
