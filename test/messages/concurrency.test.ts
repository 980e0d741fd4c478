import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { chatOf, directChat, expectOk, group, history, users } from '../chats/helpers';

// Simultaneous writes to one chat or one message must not lose each other. (On the embedded
// FerretDB v1 / SQLite backend, concurrent updates of one document overwrite each other unless
// the app serializes its database operations: these tests catch that.)

let crowd: TestUser[];
let team: string;
beforeAll(async () => {
  crowd = await users(8);
  team = await group(crowd[0], crowd.slice(1));
});

const SEVEN = ['\u{1F44D}', '\u2764\uFE0F', '\u{1F606}', '\u{1F62E}', '\u{1F622}', '\u{1F620}', '\u{1F44F}'];
const byUser = (reactions: any[]) => Object.fromEntries(reactions.map((r) => [r.userId, r.emoji]));

describe('concurrent writes', () => {
  it('keeps every reaction when several users react at the same moment', async () => {
    const message = expectOk(await api('/messages/send', { token: crowd[0].token, body: { chatId: team, content: 'react now' } })).message;
    const answers = await Promise.all(crowd.map((user, i) => api('/messages/react', { token: user.token, body: { messageId: message.id, emoji: SEVEN[i % 7] } })));
    answers.forEach(expectOk);
    const stored = (await history(crowd[1], team)).messages.find((m) => m.id === message.id).reactions;
    expect(byUser(stored)).toEqual(Object.fromEntries(crowd.map((u, i) => [u.id, SEVEN[i % 7]])));
    // Everyone changes at once: still one each, the new ones.
    await Promise.all(crowd.map((user, i) => api('/messages/react', { token: user.token, body: { messageId: message.id, emoji: SEVEN[(i + 3) % 7] } }).then(expectOk)));
    const changed = (await history(crowd[2], team)).messages.find((m) => m.id === message.id).reactions;
    expect(changed).toHaveLength(8);
    expect(byUser(changed)).toEqual(Object.fromEntries(crowd.map((u, i) => [u.id, SEVEN[(i + 3) % 7]])));
  });

  it('counts every message of a burst as unread and keeps the newest as lastMessage', async () => {
    const [ownerBefore, before] = [(await chatOf(crowd[0], team)).unreadCount, (await chatOf(crowd[7], team)).unreadCount];
    const senders = crowd.slice(1, 7);
    const sent = await Promise.all(
      senders.map((user, i) => api('/messages/send', { token: user.token, body: { chatId: team, content: `burst ${i}` } }).then((a) => expectOk(a).message)),
    );
    const newest = [...sent].sort((a, b) => (a.id < b.id ? -1 : 1)).at(-1);
    const seenByOwner = await chatOf(crowd[0], team);
    expect(seenByOwner.lastMessage.id).toBe(newest.id);
    // Six more unread for the owner and for a member who sent nothing.
    expect(seenByOwner.unreadCount).toBe(ownerBefore + 6);
    expect((await chatOf(crowd[7], team)).unreadCount).toBe(before + 6);
  });

  it('readers marking at the same moment are all in readBy', async () => {
    const message = expectOk(await api('/messages/send', { token: crowd[0].token, body: { chatId: team, content: 'read me' } })).message;
    await Promise.all(crowd.slice(1).map((user) => api(`/chat/${team}/mark-read`, { token: user.token, body: { lastReadId: message.id } }).then(expectOk)));
    const stored = (await history(crowd[0], team)).messages.find((m) => m.id === message.id);
    expect([...stored.readBy].sort()).toEqual(crowd.slice(1).map((u) => u.id).sort());
  });

  it('a block and a nickname set at the same moment both stick', async () => {
    const [x, y] = crowd;
    const chatId = await directChat(x, y);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        api(`/chat/block/${chatId}`, { token: x.token, body: {} }).then(expectOk),
        api(`/chat/${chatId}/nickname`, { token: y.token, body: { nickname: `nick ${round}`, targetUserId: x.id } }).then(expectOk),
      ]);
      const chat = await chatOf(y, chatId);
      expect({ blockedBy: chat.blockedBy, nick: chat.nicknames[x.id] }).toEqual({ blockedBy: [x.id], nick: `nick ${round}` });
      expectOk(await api(`/chat/unblock/${chatId}`, { token: x.token, body: {} }));
    }
  });
});
