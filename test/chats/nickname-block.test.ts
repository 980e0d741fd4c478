import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { expectInvalid } from '../support/errors';
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

const nickname = (user: TestUser, chatId: string, body: Record<string, unknown>) => api(`/chat/${chatId}/nickname`, { token: user.token, body });

describe('POST /chat/{id}/nickname', () => {
  it('sets up to 32 characters (trimmed), refuses 33, and an empty nickname removes it', async () => {
    const chatId = await directChat(owner, member);
    const [memberSocket, outsiderSocket] = await sockets(member, outsider);
    const max = 'n'.repeat(32);
    const set = expectOk(await nickname(owner, chatId, { nickname: `  ${max}  `, targetUserId: member.id }));
    expect(set.chat.nicknames).toEqual({ [member.id]: max });
    const update = await memberSocket.next('chat_updated', (c) => c.id === chatId);
    expect(update.nicknames).toEqual({ [member.id]: max });
    expect(await outsiderSocket.receives('chat_updated', QUIET_MS)).toBe(false);

    expectInvalid(await nickname(owner, chatId, { nickname: 'n'.repeat(33), targetUserId: member.id }), 'nickname', 'TOO_LONG', 'TOO_LONG');
    expect((await chatOf(member, chatId)).nicknames).toEqual({ [member.id]: max });

    // In a one-to-one chat either member names either; without targetUserId it is oneself.
    expectOk(await nickname(member, chatId, { nickname: 'Boss', targetUserId: owner.id }));
    expectOk(await nickname(member, chatId, { nickname: 'Me', targetUserId: member.id.toUpperCase() }));
    expect((await chatOf(owner, chatId)).nicknames).toEqual({ [member.id]: 'Me', [owner.id]: 'Boss' });

    expectOk(await nickname(owner, chatId, { nickname: '', targetUserId: member.id }));
    expectOk(await nickname(owner, chatId, { nickname: '   ', targetUserId: owner.id }));
    expect((await chatOf(member, chatId)).nicknames).toEqual({});
  });

  it('in groups a member sets only their own; the owner sets anyone’s', async () => {
    const team = await group(owner, [admin, member], { admins: [admin] });
    expectOk(await nickname(member, team, { nickname: 'Myself', targetUserId: member.id }));
    expectError(await nickname(member, team, { nickname: 'Chief', targetUserId: owner.id }), 403, 'FORBIDDEN');
    expectError(await nickname(admin, team, { nickname: 'Pal', targetUserId: member.id }), 403, 'FORBIDDEN');
    expect((await chatOf(owner, team)).nicknames).toEqual({ [member.id]: 'Myself' });

    expectOk(await nickname(owner, team, { nickname: 'Renamed', targetUserId: member.id }));
    expectOk(await nickname(owner, team, { nickname: 'Helper', targetUserId: admin.id }));
    expect((await chatOf(member, team)).nicknames).toEqual({ [member.id]: 'Renamed', [admin.id]: 'Helper' });
    expectOk(await nickname(owner, team, { nickname: '', targetUserId: member.id }));
    expect((await chatOf(admin, team)).nicknames).toEqual({ [admin.id]: 'Helper' });
  });

  it('refuses non-members, non-member targets, unknown chats and bad input', async () => {
    const team = await group(owner, [member]);
    expectError(await nickname(outsider, team, { nickname: 'x' }), 403, 'NOT_A_MEMBER');
    const target = await nickname(owner, team, { nickname: 'x', targetUserId: outsider.id });
    expect([403, 404]).toContain(target.status);
    expect(['NOT_A_MEMBER', 'NOT_FOUND']).toContain(target.body.code);
    expectError(await nickname(owner, unknownId(), { nickname: 'x' }), 404, 'NOT_FOUND');
    expectError(await nickname(owner, 'zzz', { nickname: 'x' }), 404, 'NOT_FOUND');
    expectBadInput(await nickname(owner, team, {}));
    expectBadInput(await nickname(owner, team, { nickname: 'x', targetUserId: 'not-an-id' }));
    for (const value of OPERATOR_VALUES) {
      expectBadInput(await nickname(owner, team, { nickname: value }));
      expectBadInput(await nickname(owner, team, { nickname: 'ok', targetUserId: value }));
    }
    expect((await chatOf(owner, team)).nicknames).toEqual({});
    expectError(await api(`/chat/${team}/nickname`, { body: { nickname: 'x' } }), 401, 'UNAUTHORIZED');
  });
});

describe('block and unblock', () => {
  it('while blocked neither side can send (403 BLOCKED); unblock restores; both hear chat_updated', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const [xSocket, ySocket, outsiderSocket] = await sockets(x, y, outsider);
    expectOk(await api(`/chat/block/${chatId}`, { token: x.token, body: {} }));
    for (const socket of [xSocket, ySocket]) {
      expect((await socket.next('chat_updated', (c) => c.id === chatId)).blockedBy).toEqual([x.id]);
    }
    expect(await outsiderSocket.receives('chat_updated', QUIET_MS)).toBe(false);
    expect((await chatOf(y, chatId)).blockedBy).toEqual([x.id]);

    expectError(await api('/messages/send', { token: y.token, body: { chatId, content: 'hey' } }), 403, 'BLOCKED');
    expectError(await api('/messages/send', { token: x.token, body: { chatId, content: 'hey' } }), 403, 'BLOCKED');
    expect((await history(x, chatId)).messages).toEqual([]);

    // Blocking twice is one block; the blocked one cannot lift it.
    expectOk(await api(`/chat/block/${chatId}`, { token: x.token, body: {} }));
    expectOk(await api(`/chat/unblock/${chatId}`, { token: y.token, body: {} }));
    expect((await chatOf(x, chatId)).blockedBy).toEqual([x.id]);
    expectError(await api('/messages/send', { token: y.token, body: { chatId, content: 'still?' } }), 403, 'BLOCKED');

    // Both block: one unblocking leaves the other's block.
    expectOk(await api(`/chat/block/${chatId}`, { token: y.token, body: {} }));
    expectOk(await api(`/chat/unblock/${chatId}`, { token: x.token, body: {} }));
    expect((await chatOf(x, chatId)).blockedBy).toEqual([y.id]);
    expectError(await api('/messages/send', { token: x.token, body: { chatId, content: 'now?' } }), 403, 'BLOCKED');

    expectOk(await api(`/chat/unblock/${chatId}`, { token: y.token, body: {} }));
    expect((await chatOf(x, chatId)).blockedBy).toEqual([]);
    await send(x, chatId, 'back again');
    await send(y, chatId, 'hello again');
    expect((await history(y, chatId)).messages.map((m) => m.content)).toEqual(['back again', 'hello again']);
  });

  it('is for one-to-one chats of the caller only', async () => {
    const team = await group(owner, [member]);
    expectError(await api(`/chat/block/${team}`, { token: member.token, body: {} }), 403, 'FORBIDDEN');
    expectError(await api(`/chat/unblock/${team}`, { token: member.token, body: {} }), 403, 'FORBIDDEN');
    const direct = await directChat(owner, member);
    expectError(await api(`/chat/block/${direct}`, { token: outsider.token, body: {} }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/chat/unblock/${direct}`, { token: outsider.token, body: {} }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/chat/block/${unknownId()}`, { token: owner.token, body: {} }), 404, 'NOT_FOUND');
    expectError(await api('/chat/block/12345', { token: owner.token, body: {} }), 404, 'NOT_FOUND');
    expectError(await api(`/chat/unblock/${unknownId()}`, { token: owner.token, body: {} }), 404, 'NOT_FOUND');
    expect([200, 400]).toContain((await api(`/chat/unblock/${direct}`, { token: owner.token, body: { lang: { $gt: '' } } })).status);
    expectError(await api(`/chat/block/${direct}`, { body: {} }), 401, 'UNAUTHORIZED');
    expect((await chatOf(owner, direct)).blockedBy).toEqual([]);
    await send(member, direct, 'not blocked');
  });
});

describe('mutes', () => {
  it('a group muted for all refuses plain members (403 GROUP_MUTED), not owner or admins; a past time counts no more', async () => {
    const team = await group(owner, [admin, member], { admins: [admin], muteAllUntil: new Date(Date.now() + 600_000) });
    expectError(await api('/messages/send', { token: member.token, body: { chatId: team, content: 'can I?' } }), 403, 'GROUP_MUTED');
    await send(owner, team, 'owner talks');
    await send(admin, team, 'admin talks');
    await setGroup(team, { muteAllUntil: new Date(Date.now() - 1000) });
    await send(member, team, 'free again');
    expect((await history(member, team)).messages.map((m) => m.content)).toEqual(['owner talks', 'admin talks', 'free again']);
  });

  it('a muted member is refused (403 USER_MUTED) until the time passes; others are not affected', async () => {
    const team = await group(owner, [admin, member], {
      admins: [admin],
      muted: [
        [member, new Date(Date.now() + 600_000)],
        [admin, new Date(Date.now() + 600_000)],
        [owner, new Date(Date.now() + 600_000)],
      ],
    });
    expectError(await api('/messages/send', { token: member.token, body: { chatId: team, content: 'hm' } }), 403, 'USER_MUTED');
    // Owner and admins are exempt from mutes.
    await send(admin, team, 'admin ok');
    await send(owner, team, 'owner ok');
    await setGroup(team, { muted: [[member, new Date(Date.now() - 1000)]] });
    await send(member, team, 'member ok');
    expect((await history(owner, team)).messages).toHaveLength(3);
  });

  it('mutes and blocks are group and one-to-one rules: the member’s own mute does not leak into other chats', async () => {
    const team = await group(owner, [member], { muted: [[member, new Date(Date.now() + 600_000)]], muteAllUntil: new Date(Date.now() + 600_000) });
    const other = await group(owner, [member]);
    expectError(await api('/messages/send', { token: member.token, body: { chatId: team, content: 'x' } }), 403, 'GROUP_MUTED');
    await send(member, other, 'elsewhere fine');
  });
});
