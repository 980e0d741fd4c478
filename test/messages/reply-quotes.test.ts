import { describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { expectOk, group, history, send, users } from '../chats/helpers';

// A reply quotes its original (replyToMessage). Someone who deleted the original for themselves,
// or cleared the chat past it, must not read its text again through a reply's quote: in their
// history, the page around a message, search results or pins, the quote is null (as for an
// original deleted for everyone). Everyone else still sees it.

const quoteIn = (messages: any[], replyId: string) => messages.find((m) => m.id === replyId)?.replyToMessage;
const around = async (user: TestUser, chatId: string, messageId: string) =>
  expectOk(await api(`/messages/by-chat/${chatId}?around=${messageId}`, { token: user.token })).messages as any[];
const found = async (user: TestUser, q: string, chatId: string) =>
  expectOk(await api(`/messages/search?${new URLSearchParams({ q, chatId })}`, { token: user.token })).messages as any[];
const pins = async (user: TestUser, chatId: string) =>
  (expectOk(await api(`/chat/${chatId}/pinned-messages`, { token: user.token })).pins as any[]).map((p) => p.message);

describe('reply quotes of hidden messages', () => {
  it('a message deleted for me: its replies quote nothing for me, everywhere I read them', async () => {
    const [owner, hider] = await users(2);
    const chatId = await group(owner, [hider]);
    const original = await send(owner, chatId, 'the secret plan');
    expectOk(await api('/messages/delete-for-me', { token: hider.token, body: { messageId: original.id } }));
    const reply = await send(owner, chatId, { content: 'answering quietly', replyTo: original.id });
    expectOk(await api(`/chat/${chatId}/pin-message`, { token: owner.token, body: { messageId: reply.id, scope: 'all' } }));

    expect(quoteIn((await history(owner, chatId)).messages, reply.id)).toMatchObject({ id: original.id, content: 'the secret plan' });
    expect(quoteIn((await history(hider, chatId)).messages, reply.id)).toBeNull();
    expect(quoteIn(await around(hider, chatId, reply.id), reply.id)).toBeNull();
    await expect.poll(async () => (await found(hider, 'quietly', chatId)).map((m) => m.id), { timeout: 10_000 }).toEqual([reply.id]);
    expect(quoteIn(await found(hider, 'quietly', chatId), reply.id)).toBeNull();
    expect(quoteIn(await pins(hider, chatId), reply.id)).toBeNull();
    expect(quoteIn(await pins(owner, chatId), reply.id)).toMatchObject({ content: 'the secret plan' });
  });

  it('a chat cleared for me: replies to what came before quote nothing for me', async () => {
    const [owner, clearer] = await users(2);
    const chatId = await group(owner, [clearer]);
    const before = await send(owner, chatId, 'said before the clear');
    expectOk(await api(`/chat/${chatId}/delete-for-me`, { token: clearer.token, body: {} }));
    const reply = await send(owner, chatId, { content: 'about that', replyTo: before.id });
    expect(quoteIn((await history(clearer, chatId)).messages, reply.id)).toBeNull();
    expect(quoteIn((await history(owner, chatId)).messages, reply.id)).toMatchObject({ content: 'said before the clear' });
  });
});
