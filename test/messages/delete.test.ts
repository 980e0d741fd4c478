import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import {
  chatOf,
  directChat,
  expectBadInput,
  expectError,
  expectOk,
  group,
  history,
  OPERATOR_VALUES,
  QUIET_MS,
  send,
  socketPool,
  unknownId,
  users,
} from '../chats/helpers';

const sockets = socketPool();

let owner: TestUser, admin: TestUser, member: TestUser, other: TestUser, outsider: TestUser;
let team: string;
beforeAll(async () => {
  [owner, admin, member, other, outsider] = await users(5);
  team = await group(owner, [admin, member, other], { admins: [admin] });
});

const deleteHard = (user: TestUser, messageId: unknown) => api('/messages/delete-hard', { token: user.token, body: { messageId } });
const deleteForMe = (user: TestUser, messageId: unknown) => api('/messages/delete-for-me', { token: user.token, body: { messageId } });
const has = async (user: TestUser, chatId: string, messageId: string) => (await history(user, chatId)).messages.some((m) => m.id === messageId);

describe('POST /messages/delete-for-me', () => {
  it('hides the message from the caller only', async () => {
    const message = await send(owner, team, 'now you see me');
    expectOk(await deleteForMe(member, message.id));
    expect(await has(member, team, message.id)).toBe(false);
    for (const user of [owner, admin, other]) expect(await has(user, team, message.id)).toBe(true);
    // Anyone may delete anyone's message for themselves; twice is fine.
    expectOk(await deleteForMe(member, message.id));
    expectOk(await deleteForMe(owner, message.id));
    expect(await has(owner, team, message.id)).toBe(false);
    expect(await has(admin, team, message.id)).toBe(true);
  });

  it('refuses non-members (403), unknown messages (404) and bad ids (400)', async () => {
    const message = await send(owner, team, 'members only');
    expectError(await deleteForMe(outsider, message.id), 403, 'NOT_A_MEMBER');
    expectError(await deleteForMe(member, unknownId()), 404, 'NOT_FOUND');
    for (const value of ['abc', ...OPERATOR_VALUES]) expectBadInput(await deleteForMe(member, value));
    expectError(await api('/messages/delete-for-me', { body: { messageId: message.id } }), 401, 'UNAUTHORIZED');
    expect(await has(member, team, message.id)).toBe(true);
  });
});

describe('POST /messages/delete-hard', () => {
  it('the sender deletes their own message for everyone; the chat hears message {action: delete}', async () => {
    const message = await send(member, team, 'oops');
    const [ownerSocket, outsiderSocket] = await sockets(owner, outsider);
    expectOk(await deleteHard(member, message.id));
    expect(await ownerSocket.next('message', (e) => e.message?.id === message.id)).toMatchObject({ action: 'delete', message: { id: message.id, chatId: team } });
    expect(await outsiderSocket.receives('message', QUIET_MS)).toBe(false);
    for (const user of [owner, admin, member, other]) expect(await has(user, team, message.id)).toBe(false);
    expectError(await deleteHard(member, message.id), 404, 'NOT_FOUND');
  });

  it('the owner and admins delete others’ messages; a plain member cannot (403 FORBIDDEN)', async () => {
    const [a, b, c] = [await send(member, team, 'a'), await send(other, team, 'b'), await send(owner, team, 'c')];
    expectError(await deleteHard(other, a.id), 403, 'FORBIDDEN');
    expectError(await deleteHard(member, c.id), 403, 'FORBIDDEN');
    expect(await has(owner, team, a.id)).toBe(true);
    expectOk(await deleteHard(owner, a.id));
    expectOk(await deleteHard(admin, b.id));
    expectOk(await deleteHard(admin, c.id));
    for (const message of [a, b, c]) expect(await has(member, team, message.id)).toBe(false);
  });

  it('either member deletes any message in a one-to-one chat', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const fromX = await send(x, chatId, 'x says');
    const fromY = await send(y, chatId, 'y says');
    expectOk(await deleteHard(y, fromX.id));
    expectOk(await deleteHard(x, fromY.id));
    expect((await history(x, chatId)).messages).toEqual([]);
    expect((await history(y, chatId)).messages).toEqual([]);
    expectError(await deleteHard(outsider, fromX.id), 404, 'NOT_FOUND');
  });

  it('a pinned message must be unpinned first (409 UNPIN_BEFORE_DELETE); afterwards it works', async () => {
    const message = await send(member, team, 'pinned');
    expectOk(await api(`/chat/${team}/pin-message`, { token: admin.token, body: { messageId: message.id, scope: 'all' } }));
    expectError(await deleteHard(member, message.id), 409, 'UNPIN_BEFORE_DELETE');
    expectError(await deleteHard(owner, message.id), 409, 'UNPIN_BEFORE_DELETE');
    expect(await has(other, team, message.id)).toBe(true);
    expectOk(await api(`/chat/${team}/unpin-message`, { token: owner.token, body: { messageId: message.id, scope: 'all' } }));
    expectOk(await deleteHard(member, message.id));
    expect(await has(other, team, message.id)).toBe(false);
  });

  it('one’s own pin for me also blocks deleting (409); someone else’s pin for me does not, and goes with the message', async () => {
    const message = await send(member, team, 'pinned for me');
    expectOk(await api(`/chat/${team}/pin-message`, { token: member.token, body: { messageId: message.id, scope: 'me' } }));
    expectError(await deleteForMe(member, message.id), 409, 'UNPIN_BEFORE_DELETE');
    expectError(await deleteHard(member, message.id), 409, 'UNPIN_BEFORE_DELETE');
    expectOk(await api(`/chat/${team}/unpin-message`, { token: member.token, body: { messageId: message.id, scope: 'me' } }));

    expectOk(await api(`/chat/${team}/pin-message`, { token: other.token, body: { messageId: message.id, scope: 'me' } }));
    expectOk(await deleteHard(member, message.id));
    expect(expectOk(await api(`/chat/${team}/pinned-messages`, { token: other.token })).pins).toEqual([]);
  });

  it('deleting the last message makes the one before it the chat’s last message', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const first = await send(x, chatId, 'first');
    const second = await send(y, chatId, 'second');
    const [xSocket] = await sockets(x);
    expectOk(await deleteHard(y, second.id));
    expect((await xSocket.next('chat_updated', (c) => c.id === chatId)).lastMessage.id).toBe(first.id);
    expect((await chatOf(x, chatId)).lastMessage.id).toBe(first.id);
    expectOk(await deleteHard(x, first.id));
    expect((await chatOf(y, chatId)).lastMessage).toBeNull();
  });

  it('an unread message deleted for everyone no longer counts as unread', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const [a, b] = [await send(x, chatId, 'a'), await send(x, chatId, 'b')];
    const c = await send(x, chatId, 'c');
    expect((await chatOf(y, chatId)).unreadCount).toBe(3);
    const [ySocket] = await sockets(y);
    expectOk(await deleteHard(x, b.id));
    expect((await ySocket.next('chat_updated', (chat) => chat.id === chatId)).unreadCount).toBe(2);
    expect((await chatOf(y, chatId)).unreadCount).toBe(2);
    // Once read, deleting does not take the count below zero.
    expectOk(await api(`/chat/${chatId}/mark-read`, { token: y.token, body: { lastReadId: c.id } }));
    expectOk(await deleteHard(x, a.id));
    expectOk(await deleteHard(y, c.id));
    expect((await chatOf(y, chatId)).unreadCount).toBe(0);
    expect((await chatOf(x, chatId)).unreadCount).toBe(0);
    const d = await send(y, chatId, 'd');
    expect((await chatOf(x, chatId)).unreadCount).toBe(1);
    expectOk(await deleteHard(y, d.id));
    expect((await chatOf(x, chatId)).unreadCount).toBe(0);
  });

  it('a reply to a deleted message stays, with replyToMessage null', async () => {
    const original = await send(owner, team, 'original');
    const reply = await send(member, team, { content: 'reply', replyTo: original.id });
    expectOk(await deleteHard(owner, original.id));
    const listed = (await history(other, team)).messages.find((m) => m.id === reply.id);
    expect(listed.replyTo).toBe(original.id);
    expect(listed.replyToMessage).toBeNull();
  });

  it('refuses non-members (403), unknown messages (404) and bad ids (400)', async () => {
    const message = await send(owner, team, 'stay');
    expectError(await deleteHard(outsider, message.id), 403, 'NOT_A_MEMBER');
    expectError(await deleteHard(owner, unknownId()), 404, 'NOT_FOUND');
    for (const value of ['abc', ...OPERATOR_VALUES]) expectBadInput(await deleteHard(owner, value));
    expectError(await api('/messages/delete-hard', { body: { messageId: message.id } }), 401, 'UNAUTHORIZED');
    expect(await has(member, team, message.id)).toBe(true);
  });
});
