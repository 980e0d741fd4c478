import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import type { TestSocket } from '../support/socket';
import { directChat, expectOk, group, QUIET_MS, send, socketPool, users } from '../chats/helpers';

// Every server event reaches the chat's members and nobody else: a third user, online the whole
// time, must not receive it (each negative check follows a positive one for the same event).

const sockets = socketPool();

let alice: TestUser, bob: TestUser, carol: TestUser;
let sa: TestSocket, sb: TestSocket, sc: TestSocket;
let direct: string;

beforeAll(async () => {
  [alice, bob, carol] = await users(3);
  [sa, sb, sc] = await sockets(alice, bob, carol);
  // Created while everyone is online: the sockets must be put into the new chat's room.
  direct = await directChat(alice, bob);
  await sb.next('new_chat', (c) => c.id === direct);
});


describe('events reach the members only', () => {
  it('new_chat: a one-to-one chat and a group reach their members', async () => {
    const [x, y] = await users(2);
    const [sx, sy] = await sockets(x, y);
    const chatId = await directChat(x, y);
    const toY = await sy.next('new_chat', (c) => c.id === chatId);
    expect(toY.members.map((m: any) => m.id).sort()).toEqual([x.id, y.id].sort());
    expect((await sx.next('new_chat', (c) => c.id === chatId)).type).toBe('single');
    expect(await sc.receives('new_chat', QUIET_MS, (c) => c.id === chatId)).toBe(false);

    const created = expectOk(await api('/chat/create-group', { token: alice.token, body: { name: 'Crew', members: [bob.id] } })).chat;
    const toBob = await sb.next('new_chat', (c) => c.id === created.id);
    expect(toBob).toMatchObject({ name: 'Crew', type: 'group', myRole: 'member', owner: alice.id });
    expect((await sa.next('new_chat', (c) => c.id === created.id)).myRole).toBe('owner');
    expect(await sc.receives('new_chat', QUIET_MS, (c) => c.id === created.id)).toBe(false);
    // Asking again for an existing one-to-one chat announces nothing.
    await directChat(y, x);
    expect(await sx.receives('new_chat', QUIET_MS, (c) => c.id === chatId)).toBe(false);
  });

  it('receive_message reaches every socket of every member, the sender’s included', async () => {
    const [sb2] = await sockets(bob);
    const message = await send(alice, direct, 'live');
    for (const socket of [sa, sb, sb2]) {
      expect((await socket.next('receive_message', (m) => m.id === message.id)).content).toBe('live');
    }
    expect(await sc.receives('receive_message', QUIET_MS)).toBe(false);

    const team = await group(alice, [bob, carol]);
    const inGroup = await send(bob, team, 'to the group');
    expect((await sc.next('receive_message', (m) => m.id === inGroup.id)).senderUsername).toBe(bob.username);
    expect((await sa.next('receive_message', (m) => m.id === inGroup.id)).chatId).toBe(team);
  });

  it('message edit and delete (for everyone) reach the members; delete for me only the caller’s sockets', async () => {
    const message = await send(bob, direct, 'first draft');
    expectOk(await api('/messages/edit', { token: bob.token, body: { messageId: message.id, newContent: 'final' } }));
    const edit = await sa.next('message', (e) => e.message?.id === message.id);
    expect(edit).toMatchObject({ action: 'edit', message: { content: 'final', edited: true } });
    expect(await sc.receives('message', QUIET_MS)).toBe(false);

    const [sa2] = await sockets(alice);
    expectOk(await api('/messages/delete-for-me', { token: alice.token, body: { messageId: message.id } }));
    for (const socket of [sa, sa2]) {
      const event = await socket.next('message', (e) => e.action === 'delete' && e.message?.id === message.id);
      expect(event.message.chatId).toBe(direct);
    }
    expect(await sb.receives('message', QUIET_MS, (e) => e.action === 'delete')).toBe(false);

    expectOk(await api('/messages/delete-hard', { token: bob.token, body: { messageId: message.id } }));
    for (const socket of [sa, sb]) {
      expect(await socket.next('message', (e) => e.action === 'delete' && e.message?.id === message.id)).toMatchObject({
        action: 'delete',
        message: { id: message.id, chatId: direct },
      });
    }
    expect(await sc.receives('message', QUIET_MS)).toBe(false);
  });

  it('message_read from the API and from read_chat', async () => {
    const message = await send(alice, direct, 'did you read?');
    expectOk(await api(`/chat/${direct}/mark-read`, { token: bob.token, body: { lastReadId: message.id } }));
    expect(await sa.next('message_read', (e) => e.lastReadId === message.id)).toEqual({ chatId: direct, userId: bob.id, lastReadId: message.id });

    const second = await send(alice, direct, 'and this?');
    expect(await sb.emitWithAck('read_chat', { chatId: direct, lastReadId: second.id })).toEqual({ ok: true });
    expect(await sa.next('message_read', (e) => e.lastReadId === second.id)).toEqual({ chatId: direct, userId: bob.id, lastReadId: second.id });
    expect(await sc.receives('message_read', QUIET_MS)).toBe(false);
    const chats = expectOk(await api('/chat/my-chats', { token: bob.token })).chats;
    expect(chats.find((c: any) => c.id === direct).unreadCount).toBe(0);
  });

  it('message_reacted', async () => {
    const message = await send(alice, direct, 'nice?');
    expectOk(await api('/messages/react', { token: bob.token, body: { messageId: message.id, emoji: '\u{1F44F}' } }));
    for (const socket of [sa, sb]) {
      expect(await socket.next('message_reacted', (e) => e.messageId === message.id)).toEqual({
        chatId: direct,
        messageId: message.id,
        reactions: [{ userId: bob.id, emoji: '\u{1F44F}' }],
      });
    }
    expect(await sc.receives('message_reacted', QUIET_MS)).toBe(false);
  });

  it('chat_updated carries each member’s own view', async () => {
    const mine = await send(alice, direct, 'count me');
    expectOk(await api(`/chat/${direct}/mark-read`, { token: alice.token, body: { lastReadId: mine.id } }));
    expectOk(await api(`/chat/${direct}/nickname`, { token: alice.token, body: { nickname: 'Bobby', targetUserId: bob.id } }));
    const toBob = await sb.next('chat_updated', (c) => c.id === direct && c.nicknames[bob.id] === 'Bobby');
    const toAlice = await sa.next('chat_updated', (c) => c.id === direct && c.nicknames[bob.id] === 'Bobby');
    expect(toBob.unreadCount).toBeGreaterThan(0);
    expect(toAlice.unreadCount).toBe(0);
    expect(await sc.receives('chat_updated', QUIET_MS)).toBe(false);
  });

  it('pinned_message: for everyone to the members, for me to the pinner only', async () => {
    const message = await send(alice, direct, 'pin');
    expectOk(await api(`/chat/${direct}/pin-message`, { token: bob.token, body: { messageId: message.id, scope: 'me' } }));
    const own = await sb.next('pinned_message', (e) => e.chatId === direct);
    expect(own.pins.map((p: any) => [p.message.id, p.scope])).toEqual([[message.id, 'me']]);
    expect(await sa.receives('pinned_message', QUIET_MS)).toBe(false);

    expectOk(await api(`/chat/${direct}/pin-message`, { token: alice.token, body: { messageId: message.id, scope: 'all' } }));
    for (const socket of [sa, sb]) {
      const event = await socket.next('pinned_message', (e) => e.chatId === direct && e.pins.some((p: any) => p.scope === 'all'));
      expect(event.pins.map((p: any) => [p.message.id, p.scope])).toEqual([[message.id, 'all']]);
    }
    expect(await sc.receives('pinned_message', QUIET_MS)).toBe(false);
  });

  it('typing and stop_typing reach the other members, not the typist’s own sockets', async () => {
    const [sb2] = await sockets(bob);
    const team = await group(alice, [bob]);
    // sockets set up before the group existed take part too.
    expect(await sb.emitWithAck('typing', { chatId: team })).toEqual({ ok: true });
    expect(await sa.next('typing', (e) => e.chatId === team)).toEqual({ chatId: team, userId: bob.id, username: bob.username });
    expect(await sb2.receives('typing', QUIET_MS)).toBe(false);
    expect(await sb.receives('typing', 0)).toBe(false);
    expect(await sc.receives('typing', 0)).toBe(false);

    expect(await sb.emitWithAck('stop_typing', { chatId: direct })).toEqual({ ok: true });
    expect(await sa.next('stop_typing', (e) => e.chatId === direct)).toEqual({ chatId: direct, userId: bob.id, username: bob.username });
    expect(await sb2.receives('stop_typing', QUIET_MS)).toBe(false);
    expect(await sc.receives('stop_typing', 0)).toBe(false);

    // Someone outside the chat cannot type into it.
    expect(await sc.emitWithAck('typing', { chatId: direct })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sa.receives('typing', QUIET_MS, (e) => e.userId === carol.id)).toBe(false);
  });
});
