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
  sendMany,
  setGroup,
  socketPool,
  unknownId,
  users,
} from './helpers';

const sockets = socketPool();

let owner: TestUser, admin: TestUser, member: TestUser, outsider: TestUser;
beforeAll(async () => {
  [owner, admin, member, outsider] = await users(4);
});

const pin = (user: TestUser, chatId: string, messageId: string, scope: string) =>
  api(`/chat/${chatId}/pin-message`, { token: user.token, body: { messageId, scope } });
const unpin = (user: TestUser, chatId: string, messageId: string, scope: string) =>
  api(`/chat/${chatId}/unpin-message`, { token: user.token, body: { messageId, scope } });
const pinsOf = async (user: TestUser, chatId: string) =>
  expectOk(await api(`/chat/${chatId}/pinned-messages`, { token: user.token })).pins as any[];

describe('POST /chat/{id}/mark-read', () => {
  it('sets the caller’s unread count to 0, adds them to readBy of the others’ messages and emits message_read', async () => {
    const team = await group(owner, [admin, member]);
    const [a, b] = await sendMany(owner, team, ['one', 'two']);
    const mine = await send(member, team, 'mine');
    const c = await send(owner, team, 'three');
    expect((await chatOf(member, team)).unreadCount).toBe(3);
    expect((await chatOf(admin, team)).unreadCount).toBe(4);

    const [ownerSocket, outsiderSocket] = await sockets(owner, outsider);
    expectOk(await api(`/chat/${team}/mark-read`, { token: member.token, body: { lastReadId: c.id } }));
    expect(await ownerSocket.next('message_read', (e) => e.chatId === team)).toEqual({ chatId: team, userId: member.id, lastReadId: c.id });
    expect(await outsiderSocket.receives('message_read', QUIET_MS)).toBe(false);

    expect((await chatOf(member, team)).unreadCount).toBe(0);
    // Only the reader's count changes.
    expect((await chatOf(admin, team)).unreadCount).toBe(4);
    const readBy = Object.fromEntries((await history(owner, team)).messages.map((m) => [m.id, m.readBy]));
    expect(readBy[a.id]).toEqual([member.id]);
    expect(readBy[b.id]).toEqual([member.id]);
    expect(readBy[c.id]).toEqual([member.id]);
    // One's own message is not "read by" oneself.
    expect(readBy[mine.id]).toEqual([]);

    // A second reader is added, not substituted; reading an older message again changes nothing.
    expectOk(await api(`/chat/${team}/mark-read`, { token: admin.token, body: { lastReadId: b.id } }));
    expectOk(await api(`/chat/${team}/mark-read`, { token: member.token, body: { lastReadId: a.id } }));
    const after = Object.fromEntries((await history(owner, team)).messages.map((m) => [m.id, m.readBy]));
    expect(after[a.id].sort()).toEqual([admin.id, member.id].sort());
    expect(after[b.id].sort()).toEqual([admin.id, member.id].sort());
    expect(after[c.id]).toEqual([member.id]);
    expect(after[mine.id]).toEqual([]);
  });

  it('counts messages that arrive after the read mark as unread again', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const first = await send(x, chatId, 'first');
    expectOk(await api(`/chat/${chatId}/mark-read`, { token: y.token, body: { lastReadId: first.id } }));
    const later = await sendMany(x, chatId, ['2', '3']);
    expect((await chatOf(y, chatId)).unreadCount).toBe(2);
    // Ids are hex: an upper-case one is the same message (and newer than the previous mark).
    expectOk(await api(`/chat/${chatId}/mark-read`, { token: y.token, body: { lastReadId: later[1].id.toUpperCase() } }));
    expect((await chatOf(y, chatId)).unreadCount).toBe(0);
    await send(x, chatId, '4');
    expect((await chatOf(y, chatId)).unreadCount).toBe(1);
    expect((await history(x, chatId)).messages.map((m) => m.readBy)).toEqual([[y.id], [y.id], [y.id], []]);
  });

  it('a read mark only moves forward, also when an older and a newer one arrive at once', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const sent = await sendMany(x, chatId, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const mark = (message: { id: string }) => api(`/chat/${chatId}/mark-read`, { token: y.token, body: { lastReadId: message.id } });
    // Pairs sent together, the newer first: the older must never take the mark back.
    for (let i = 0; i + 1 < sent.length; i += 2) {
      const answers = await Promise.all([mark(sent[i + 1]), mark(sent[i])]);
      answers.forEach((answer) => expectOk(answer));
      expect((await chatOf(y, chatId)).lastReadId).toBe(sent[i + 1].id);
    }
  });

  it('refuses non-members (403), messages of another chat or unknown ids (404) and bad input (400)', async () => {
    const team = await group(owner, [member]);
    const other = await group(owner, [admin]);
    const message = await send(owner, team, 'x');
    const foreign = await send(owner, other, 'y');
    expectError(await api(`/chat/${team}/mark-read`, { token: outsider.token, body: { lastReadId: message.id } }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/chat/${team}/mark-read`, { token: member.token, body: { lastReadId: foreign.id } }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/${team}/mark-read`, { token: member.token, body: { lastReadId: unknownId() } }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/${unknownId()}/mark-read`, { token: member.token, body: { lastReadId: message.id } }), 404, 'NOT_FOUND');
    expectError(await api('/chat/xyz/mark-read', { token: member.token, body: { lastReadId: message.id } }), 404, 'NOT_FOUND');
    expectBadInput(await api(`/chat/${team}/mark-read`, { token: member.token, body: {} }));
    expectBadInput(await api(`/chat/${team}/mark-read`, { token: member.token, body: { lastReadId: 'abc' } }));
    for (const value of OPERATOR_VALUES) {
      expectBadInput(await api(`/chat/${team}/mark-read`, { token: member.token, body: { lastReadId: value } }));
    }
    // Nothing was marked by the refused calls.
    expect((await history(owner, team)).messages[0].readBy).toEqual([]);
    expect((await chatOf(member, team)).unreadCount).toBe(1);
  });
});

describe('pins', () => {
  it('scope me is seen by the pinner only; scope all by everyone and announced to the chat', async () => {
    const team = await group(owner, [admin, member], { admins: [admin] });
    const [m1, m2] = await sendMany(owner, team, ['pin me', 'pin all']);
    const [ownerSocket, adminSocket, memberSocket, outsiderSocket] = await sockets(owner, admin, member, outsider);

    // A plain member may pin for themselves.
    const mine = await pin(member, team, m1.id, 'me');
    expect(expectOk(mine).pins.map((p: any) => [p.message.id, p.scope])).toEqual([[m1.id, 'me']]);
    const toMember = await memberSocket.next('pinned_message', (p) => p.chatId === team);
    expect(toMember.pins.map((p: any) => p.message.id)).toEqual([m1.id]);
    expect(await ownerSocket.receives('pinned_message', QUIET_MS)).toBe(false);
    expect(await pinsOf(owner, team)).toEqual([]);
    expect(await pinsOf(admin, team)).toEqual([]);

    // An admin pins for everyone.
    expectOk(await pin(admin, team, m2.id, 'all'));
    for (const socket of [ownerSocket, adminSocket, memberSocket]) {
      const event = await socket.next('pinned_message', (p) => p.chatId === team);
      expect(event.pins.map((p: any) => [p.message.id, p.scope, p.pinnedBy])).toEqual([[m2.id, 'all', admin.id]]);
    }
    expect(await outsiderSocket.receives('pinned_message', QUIET_MS)).toBe(false);

    const seenByMember = await pinsOf(member, team);
    expect(seenByMember.map((p) => [p.message.id, p.scope]).sort()).toEqual([[m1.id, 'me'], [m2.id, 'all']].sort());
    const pinAll = seenByMember.find((p) => p.scope === 'all');
    expect(pinAll.message.content).toBe('pin all');
    expect(Number.isNaN(Date.parse(pinAll.pinnedAt))).toBe(false);
    expect((await pinsOf(owner, team)).map((p) => p.message.id)).toEqual([m2.id]);

    // Pinning twice changes nothing.
    expectOk(await pin(admin, team, m2.id, 'all'));
    expect(await pinsOf(owner, team)).toHaveLength(1);

    // Unpin for all by the owner; the member's own pin stays.
    expectOk(await unpin(owner, team, m2.id, 'all'));
    expect((await memberSocket.next('pinned_message', (p) => p.chatId === team && p.pins.length === 0)).pins).toEqual([]);
    expect(await pinsOf(owner, team)).toEqual([]);
    expect((await pinsOf(member, team)).map((p) => p.message.id)).toEqual([m1.id]);
    expectOk(await unpin(member, team, m1.id, 'me'));
    expect(await pinsOf(member, team)).toEqual([]);
  });

  it('in groups a plain member cannot pin or unpin for everyone (403 FORBIDDEN)', async () => {
    const team = await group(owner, [admin, member]);
    await setGroup(team, { admins: [admin] });
    const message = await send(member, team, 'important');
    expectError(await pin(member, team, message.id, 'all'), 403, 'FORBIDDEN');
    expect(await pinsOf(owner, team)).toEqual([]);
    expectOk(await pin(owner, team, message.id, 'all'));
    expectError(await unpin(member, team, message.id, 'all'), 403, 'FORBIDDEN');
    expect(await pinsOf(member, team)).toHaveLength(1);
    // A member's "me" unpin does not touch the pin for everyone.
    expectOk(await unpin(member, team, message.id, 'me'));
    expect(await pinsOf(member, team)).toHaveLength(1);
    expectOk(await unpin(admin, team, message.id, 'all'));
    expect(await pinsOf(member, team)).toEqual([]);
  });

  it('in one-to-one chats both members pin and unpin for everyone', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const message = await send(x, chatId, 'ours');
    expectOk(await pin(y, chatId, message.id, 'all'));
    expect((await pinsOf(x, chatId)).map((p) => [p.message.id, p.scope, p.pinnedBy])).toEqual([[message.id, 'all', y.id]]);
    expectOk(await unpin(x, chatId, message.id, 'all'));
    expect(await pinsOf(y, chatId)).toEqual([]);
  });

  it('refuses non-members (403), messages of another chat and unknown ids (404), bad scope or ids (400)', async () => {
    const team = await group(owner, [member]);
    const other = await group(owner, [admin]);
    const message = await send(owner, team, 'x');
    const foreign = await send(owner, other, 'y');
    expectError(await pin(outsider, team, message.id, 'me'), 403, 'NOT_A_MEMBER');
    expectError(await unpin(outsider, team, message.id, 'me'), 403, 'NOT_A_MEMBER');
    expectError(await api(`/chat/${team}/pinned-messages`, { token: outsider.token }), 403, 'NOT_A_MEMBER');
    expectError(await pin(owner, team, foreign.id, 'all'), 404, 'NOT_FOUND');
    expectError(await pin(owner, team, unknownId(), 'all'), 404, 'NOT_FOUND');
    expectError(await unpin(owner, team, unknownId(), 'all'), 404, 'NOT_FOUND');
    expectError(await pin(owner, unknownId(), message.id, 'all'), 404, 'NOT_FOUND');
    expectError(await api('/chat/bad-id/pinned-messages', { token: owner.token }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/${unknownId()}/pinned-messages`, { token: owner.token }), 404, 'NOT_FOUND');
    expectBadInput(await pin(owner, team, message.id, 'everyone'));
    expectBadInput(await pin(owner, team, 'nope', 'all'));
    expectBadInput(await api(`/chat/${team}/pin-message`, { token: owner.token, body: { messageId: message.id } }));
    for (const value of OPERATOR_VALUES) {
      expectBadInput(await api(`/chat/${team}/pin-message`, { token: owner.token, body: { messageId: value, scope: 'all' } }));
      expectBadInput(await api(`/chat/${team}/unpin-message`, { token: owner.token, body: { messageId: message.id, scope: value } }));
    }
    expect(await pinsOf(owner, other)).toEqual([]);
    expect(await pinsOf(owner, team)).toEqual([]);
    expectError(await api(`/chat/${team}/pinned-messages`), 401, 'UNAUTHORIZED');
  });
});
