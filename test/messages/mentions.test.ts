import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { chatOf, directChat, expectOk, group, send, users } from '../chats/helpers';

// Mentions (API.md "Notifications, mentions and the installable app"): the server finds
// `@username` in a group's text, current members only, and counts each member's unread ones.

let alice: TestUser, bob: TestUser, carol: TestUser, outsider: TestUser;
beforeAll(async () => {
  [alice, bob, carol, outsider] = await users(4);
});

const edit = async (user: TestUser, messageId: string, newContent: string) => expectOk(await api('/messages/edit', { token: user.token, body: { messageId, newContent } }));
const markRead = async (user: TestUser, chatId: string, lastReadId: string) =>
  expectOk(await api(`/chat/${chatId}/mark-read`, { token: user.token, body: { lastReadId } }));
const mentionsOf = async (user: TestUser, chatId: string) => {
  const chat = await chatOf(user, chatId);
  return { count: chat.unreadMentions as number, ids: chat.unreadMentionIds as string[] };
};

describe('mentions in a message', () => {
  it('finds members by @username in any case, never the author, outsiders or e-mail addresses', async () => {
    const team = await group(alice, [bob, carol]);
    const upper = bob.username.toUpperCase();
    const message = await send(alice, team, `hi @${upper}, @${carol.username}. and @${alice.username} @${outsider.username} mail ${bob.username}@x.test @nobody_here`);
    expect([...message.mentions].sort()).toEqual([bob.id, carol.id].sort());
    const plain = await send(alice, team, 'no names here');
    expect(plain.mentions).toEqual([]);
    // The history carries them too.
    const page = expectOk(await api(`/messages/by-chat/${team}`, { token: bob.token }));
    expect(page.messages.find((m: { id: string }) => m.id === message.id).mentions.sort()).toEqual([bob.id, carol.id].sort());
  });

  it('mentions nobody in a direct chat', async () => {
    const chatId = await directChat(alice, bob);
    const message = await send(alice, chatId, `@${bob.username} hello`);
    expect(message.mentions).toEqual([]);
    expect((await mentionsOf(bob, chatId)).count).toBe(0);
  });

  it('a removed member is no longer mentioned', async () => {
    const [owner, gone] = await users(2);
    const team = await group(owner, [gone, bob]);
    expectOk(await api(`/group/${team}/members/${gone.id}`, { method: 'DELETE', token: owner.token }));
    const message = await send(owner, team, `@${gone.username} @${bob.username}`);
    expect(message.mentions).toEqual([bob.id]);
  });

  it('an edit recomputes the mentions and the unread counts follow', async () => {
    const team = await group(alice, [bob, carol]);
    const message = await send(alice, team, `hello @${bob.username}`);
    expect(await mentionsOf(bob, team)).toEqual({ count: 1, ids: [message.id] });
    const edited = await edit(alice, message.id, `hello @${carol.username}`);
    expect(edited.message.mentions).toEqual([carol.id]);
    expect(await mentionsOf(bob, team)).toEqual({ count: 0, ids: [] });
    expect(await mentionsOf(carol, team)).toEqual({ count: 1, ids: [message.id] });
    // Read past it, a new mention by edit does not count as unread.
    await markRead(bob, team, message.id);
    const again = await edit(alice, message.id, `hello @${bob.username} @${carol.username}`);
    expect([...again.message.mentions].sort()).toEqual([bob.id, carol.id].sort());
    expect((await mentionsOf(bob, team)).count).toBe(0);
  });
});

describe('unreadMentions', () => {
  it('counts the unread messages that mention the caller; reading clears them up to the mark', async () => {
    const team = await group(alice, [bob, carol]);
    const first = await send(alice, team, `@${bob.username} one`);
    await send(carol, team, 'no mention');
    const second = await send(carol, team, `two @${bob.username}`);
    const third = await send(alice, team, `three @${bob.username}`);
    expect(await mentionsOf(bob, team)).toEqual({ count: 3, ids: [first.id, second.id, third.id] });
    expect((await mentionsOf(carol, team)).count).toBe(0);
    // A chat answer carries it too.
    const view = expectOk(await api(`/group/${team}`, { token: bob.token })).group;
    expect(view.unreadMentions).toBe(3);
    await markRead(bob, team, second.id);
    expect(await mentionsOf(bob, team)).toEqual({ count: 1, ids: [third.id] });
    await markRead(bob, team, third.id);
    expect(await mentionsOf(bob, team)).toEqual({ count: 0, ids: [] });
  });

  it('a mention deleted for everyone is no longer unread', async () => {
    const team = await group(alice, [bob]);
    const message = await send(alice, team, `@${bob.username} oops`);
    expect((await mentionsOf(bob, team)).count).toBe(1);
    expectOk(await api('/messages/delete-hard', { token: alice.token, body: { messageId: message.id } }));
    expect((await mentionsOf(bob, team)).count).toBe(0);
  });
});
