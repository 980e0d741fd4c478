import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { openSocket } from '../support/socket';
import {
  chatOf,
  directChat,
  expectError,
  expectOk,
  group,
  history,
  myChats,
  send,
  sendMany,
  setGroup,
  unknownId,
  users,
} from './helpers';

describe('GET /chat/my-chats', () => {
  it('lists the caller’s chats, newest activity first, with lastMessage and each caller’s unread count', async () => {
    const [me, bob, carol, dave] = await users(4);
    const withBob = await directChat(me, bob);
    const withCarol = await directChat(me, carol);
    const team = await group(me, [bob, carol]);
    // Activity order: bob's chat, then the group, then carol's chat is the newest.
    await send(bob, withBob, 'from bob');
    await sendMany(me, team, ['g1', 'g2']);
    await sendMany(carol, withCarol, ['c1', 'c2', 'c3']);

    const mine = await myChats(me);
    expect(mine.map((c) => c.id)).toEqual([withCarol, team, withBob]);
    const byId = Object.fromEntries(mine.map((c) => [c.id, c]));
    expect(byId[withCarol].lastMessage.content).toBe('c3');
    expect(byId[withCarol].unreadCount).toBe(3);
    expect(byId[team].lastMessage.content).toBe('g2');
    expect(byId[team].lastMessage.senderUsername).toBe(me.username);
    expect(byId[team].unreadCount).toBe(0);
    expect(byId[withBob].unreadCount).toBe(1);
    expect(byId[withBob].lastMessage.content).toBe('from bob');
    for (const chat of mine) {
      expect(chat._id).toBe(chat.id);
      expect(typeof chat.updatedAt).toBe('string');
      expect(Number.isNaN(Date.parse(chat.updatedAt))).toBe(false);
    }

    // The same group, seen by bob: his own count.
    expect((await chatOf(bob, team)).unreadCount).toBe(2);
    expect((await chatOf(bob, withBob)).unreadCount).toBe(0);
    // Someone else's chats are not listed.
    expect(await myChats(dave)).toEqual([]);

    // New activity moves a chat to the top.
    await send(bob, withBob, 'again');
    expect((await myChats(me)).map((c) => c.id)).toEqual([withBob, withCarol, team]);
  });

  it('shows nicknames, blockedBy and hides a group’s member list from plain members when asked', async () => {
    const [owner, member] = await users(2);
    const direct = await directChat(owner, member);
    expectOk(await api(`/chat/${direct}/nickname`, { token: owner.token, body: { nickname: 'Buddy', targetUserId: member.id } }));
    expectOk(await api(`/chat/block/${direct}`, { token: member.token, body: {} }));
    for (const viewer of [owner, member]) {
      const chat = await chatOf(viewer, direct);
      expect(chat.nicknames).toEqual({ [member.id]: 'Buddy' });
      expect(chat.blockedBy).toEqual([member.id]);
    }

    const team = await group(owner, [member], { hideMemberList: true });
    const seenByOwner = await chatOf(owner, team);
    expect(seenByOwner.members.map((m: any) => m.id).sort()).toEqual([owner.id, member.id].sort());
    const seenByMember = await chatOf(member, team);
    expect(seenByMember.members).toBeUndefined();
    expect(seenByMember.hideMemberList).toBe(true);
    expect(seenByMember.memberCount).toBe(2);
  });

  it('needs a session', async () => {
    expectError(await api('/chat/my-chats'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /chat/{id}/delete-for-me', () => {
  it('hides the chat for the caller until a new message arrives, and its old history for them only', async () => {
    const [me, other] = await users(2);
    const chatId = await directChat(me, other);
    const old = await sendMany(other, chatId, ['old 1', 'old 2']);
    await send(me, chatId, 'old 3');

    expectOk(await api(`/chat/${chatId}/delete-for-me`, { token: me.token, body: {} }));
    expect(await chatOf(me, chatId)).toBeUndefined();
    // Nothing changes for the other member.
    const theirs = await chatOf(other, chatId);
    expect(theirs.lastMessage.content).toBe('old 3');
    expect((await history(other, chatId)).messages.map((m) => m.content)).toEqual(['old 1', 'old 2', 'old 3']);
    // The hidden chat's history is empty for the caller.
    expect((await history(me, chatId)).messages).toEqual([]);

    const fresh = await send(other, chatId, 'new one');
    const back = await chatOf(me, chatId);
    expect(back).toBeDefined();
    expect(back.lastMessage.id).toBe(fresh.id);
    expect(back.unreadCount).toBe(1);
    const mine = await history(me, chatId);
    expect(mine.messages.map((m) => m.content)).toEqual(['new one']);
    expect(mine.hasMore).toBe(false);
    // Even paging from the new message backwards does not reach the old ones.
    expect((await history(me, chatId, `?before=${fresh.id}`)).messages).toEqual([]);
    expect((await history(me, chatId, `?after=${old[0].id}`)).messages.map((m) => m.content)).toEqual(['new one']);
    expect((await history(other, chatId)).messages).toHaveLength(4);
  });

  it('/chat/create shows a hidden chat again, with its old history still cleared', async () => {
    const [me, other] = await users(2);
    const chatId = await directChat(me, other);
    await send(other, chatId, 'secret past');
    expectOk(await api(`/chat/${chatId}/delete-for-me`, { token: me.token, body: {} }));
    expect(await chatOf(me, chatId)).toBeUndefined();
    expect(await directChat(me, other)).toBe(chatId);
    const back = await chatOf(me, chatId);
    expect(back).toBeDefined();
    expect(back.lastMessage).toBeNull();
    expect((await history(me, chatId)).messages).toEqual([]);
  });

  it('works for groups, refuses non-members (403) and unknown or malformed ids (404)', async () => {
    const [owner, member, outsider] = await users(3);
    const team = await group(owner, [member]);
    await send(owner, team, 'hi all');
    expectOk(await api(`/chat/${team}/delete-for-me`, { token: member.token, body: {} }));
    expect(await chatOf(member, team)).toBeUndefined();
    expect(await chatOf(owner, team)).toBeDefined();

    expectError(await api(`/chat/${team}/delete-for-me`, { token: outsider.token, body: {} }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/chat/${unknownId()}/delete-for-me`, { token: owner.token, body: {} }), 404, 'NOT_FOUND');
    expectError(await api('/chat/nope/delete-for-me', { token: owner.token, body: {} }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/${team}/delete-for-me`, { body: {} }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /chat/{id}/delete-hard', () => {
  it('clears a one-to-one chat for both members: messages, pins, last message and unread counts', async () => {
    const [me, other] = await users(2);
    const chatId = await directChat(me, other);
    const [first] = await sendMany(me, chatId, ['a', 'b']);
    await send(other, chatId, 'c');
    expectOk(await api(`/chat/${chatId}/pin-message`, { token: other.token, body: { messageId: first.id, scope: 'all' } }));
    const otherSocket = await openSocket(other.token);
    try {
      expectOk(await api(`/chat/${chatId}/delete-hard`, { token: me.token, body: {} }));
      const update = await otherSocket.next('chat_updated', (c) => c.id === chatId);
      expect(update.lastMessage).toBeNull();
      expect((await otherSocket.next('pinned_message', (p) => p.chatId === chatId)).pins).toEqual([]);
    } finally {
      otherSocket.close();
    }
    for (const viewer of [me, other]) {
      expect((await history(viewer, chatId)).messages).toEqual([]);
      const chat = await chatOf(viewer, chatId);
      expect(chat.lastMessage).toBeNull();
      expect(chat.unreadCount).toBe(0);
      expect(expectOk(await api(`/chat/${chatId}/pinned-messages`, { token: viewer.token })).pins).toEqual([]);
    }
    const db = await testDb();
    expect(await db.collection('messages').countDocuments({ chatId: new ObjectId(chatId) })).toBe(0);
    expect(await db.collection('pins').countDocuments({ chatId: new ObjectId(chatId) })).toBe(0);
    // The chat goes on.
    await send(other, chatId, 'fresh start');
    expect((await history(me, chatId)).messages.map((m) => m.content)).toEqual(['fresh start']);
  });

  it('is refused in groups (403 FORBIDDEN), for non-members (403) and for unknown ids (404)', async () => {
    const [owner, member, outsider] = await users(3);
    const team = await group(owner, [member]);
    await send(member, team, 'keep me');
    expectError(await api(`/chat/${team}/delete-hard`, { token: owner.token, body: {} }), 403, 'FORBIDDEN');
    expectError(await api(`/chat/${team}/delete-hard`, { token: member.token, body: {} }), 403, 'FORBIDDEN');
    expect((await history(owner, team)).messages.map((m) => m.content)).toEqual(['keep me']);

    const direct = await directChat(owner, member);
    await send(owner, direct, 'private');
    expectError(await api(`/chat/${direct}/delete-hard`, { token: outsider.token, body: {} }), 403, 'NOT_A_MEMBER');
    expect((await history(member, direct)).messages).toHaveLength(1);
    expectError(await api(`/chat/${unknownId()}/delete-hard`, { token: owner.token, body: {} }), 404, 'NOT_FOUND');
    expectError(await api('/chat/123/delete-hard', { token: owner.token, body: {} }), 404, 'NOT_FOUND');
    expect([200, 400]).toContain((await api(`/chat/${direct}/delete-hard`, { token: owner.token, body: { lang: { $gt: '' } } })).status);
  });
});

describe('group settings written directly are reflected', () => {
  it('mutes and roles show in the chat answer while they last', async () => {
    const [owner, admin, member] = await users(3);
    const team = await group(owner, [admin, member]);
    const until = new Date(Date.now() + 3_600_000);
    await setGroup(team, { admins: [admin], muted: [[member, until]], muteAllUntil: new Date(Date.now() - 1000) });
    const seen = await chatOf(member, team);
    expect(seen.admins).toEqual([admin.id]);
    expect(seen.muted).toEqual({ [member.id]: until.toISOString() });
    expect(seen.muteAllUntil).toBeNull();
    expect((await chatOf(admin, team)).myRole).toBe('admin');
  });
});
