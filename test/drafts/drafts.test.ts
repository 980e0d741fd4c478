import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_CHARS } from '@/lib/contract/limits';
import { api, type TestUser } from '../support/api';
import { chatOf, directChat, expectError, expectOk, group, send, socketPool, unknownId, users } from '../chats/helpers';
import { expectBadInput, expectInvalid } from '../support/errors';

// PUT /chat/{id}/draft (API.md "Rich messages"): a member's draft per chat, on every device.

const sockets = socketPool();
const putDraft = (user: TestUser, chatId: string, body: unknown) => api(`/chat/${chatId}/draft`, { token: user.token, method: 'PUT', body });

describe('drafts', () => {
  it('is kept, restored in the chat answers, and cleared by an empty text', async () => {
    const [alice, bob] = await users(2);
    const chatId = await directChat(alice, bob);
    const original = await send(bob, chatId, 'question?');
    expect(expectOk(await putDraft(alice, chatId, { text: 'half **typed**', replyTo: original.id }))).toEqual({ success: true });
    const draft = (await chatOf(alice, chatId)).draft;
    expect(draft).toMatchObject({ text: 'half **typed**', replyTo: original.id });
    expect(Date.parse(draft.updatedAt)).not.toBeNaN();
    // Drafts are the writer's own: the other member sees none.
    expect((await chatOf(bob, chatId)).draft).toBeNull();

    expectOk(await putDraft(alice, chatId, { text: 'rewritten' }));
    expect((await chatOf(alice, chatId)).draft).toMatchObject({ text: 'rewritten', replyTo: null });

    expectOk(await putDraft(alice, chatId, { text: '   ' }));
    expect((await chatOf(alice, chatId)).draft).toBeNull();
  });

  it('is announced to every socket of the writer, and to nobody else', async () => {
    const [alice, bob] = await users(2);
    const chatId = await directChat(alice, bob);
    const [phone, laptop, bobSocket] = await sockets(alice, alice, bob);
    expectOk(await putDraft(alice, chatId, { text: 'see you' }));
    for (const socket of [phone, laptop]) {
      const update = await socket.next('draft_updated', (u) => u.chatId === chatId);
      expect(update.draft).toMatchObject({ text: 'see you', replyTo: null });
    }
    expectOk(await putDraft(alice, chatId, { text: '' }));
    expect((await laptop.next('draft_updated', (u) => u.chatId === chatId && u.draft === null)).draft).toBeNull();
    expect(await bobSocket.receives('draft_updated', 300)).toBe(false);
  });

  it('is cleared by a send, on the server and on the other devices, and stays with its writer', async () => {
    const [alice, bob] = await users(2);
    const chatId = await group(alice, [bob]);
    const [laptop] = await sockets(alice);
    expectOk(await putDraft(alice, chatId, { text: 'almost sent' }));
    expectOk(await putDraft(bob, chatId, { text: 'bob is typing too' }));
    await laptop.next('draft_updated', (u) => u.chatId === chatId && u.draft);
    expect((await chatOf(alice, chatId)).draft).toMatchObject({ text: 'almost sent' });
    const sent = await send(alice, chatId, 'almost sent');
    // The other device hears the send itself (the client ends its draft on a message of its own).
    expect(await laptop.next('receive_message', (m) => m._id === sent._id)).toMatchObject({ sender: alice.id });
    expect((await chatOf(alice, chatId)).draft).toBeNull();
    // Only the sender's draft ended; nobody sees another's.
    expect((await chatOf(bob, chatId)).draft).toMatchObject({ text: 'bob is typing too' });
    await send(bob, chatId, 'sent by bob');
    expect((await chatOf(bob, chatId)).draft).toBeNull();
  });

  it('is refused to non-members and for a reply outside the chat', async () => {
    const [alice, bob, eve] = await users(3);
    const chatId = await directChat(alice, bob);
    const otherChat = await directChat(alice, eve);
    const elsewhere = await send(eve, otherChat, 'elsewhere');
    expectError(await putDraft(eve, chatId, { text: 'sneaky' }), 403, 'NOT_A_MEMBER');
    expectError(await putDraft(alice, unknownId(), { text: 'nowhere' }), 404, 'NOT_FOUND');
    expectError(await putDraft(alice, chatId, { text: 'reply', replyTo: elsewhere.id }), 404, 'NOT_FOUND');
    expectError(await putDraft(alice, chatId, { text: 'reply', replyTo: unknownId() }), 404, 'NOT_FOUND');
    expect((await chatOf(alice, chatId)).draft).toBeNull();
  });

  it('validates its input like a message', async () => {
    const [alice, bob] = await users(2);
    const chatId = await directChat(alice, bob);
    expectInvalid(await putDraft(alice, chatId, { text: 'x'.repeat(MESSAGE_MAX_CHARS + 1) }), 'text', 'TOO_LONG');
    expectBadInput(await putDraft(alice, chatId, { text: { $gt: '' } }));
    expectBadInput(await putDraft(alice, chatId, { text: 'ok', replyTo: 'nope' }));
    expectOk(await putDraft(alice, chatId, { text: 'x'.repeat(MESSAGE_MAX_CHARS) }));
  });
});
