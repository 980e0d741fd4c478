import { describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { directChat, expectError, expectOk, group, users } from '../chats/helpers';

// A send named by `clientId` is answered again on a retry, but the name belongs to the sender in
// one chat: the same name in another chat is another send, and the retry answers only someone
// who is still a member of the chat (else 403, never the stored message as it is now).

const post = (user: TestUser, body: Record<string, unknown>) => api('/messages/send', { token: user.token, body });

describe('clientId retries, by sender and chat', () => {
  it('the same clientId in a chat the sender is not in: 403, nothing of the other chat', async () => {
    const [alice, bob, carol] = await users(3);
    const ours = await group(alice, [bob]);
    const theirs = await group(bob, [carol]);
    const direct = await directChat(alice, carol);
    const clientId = `same-${Date.now()}`;
    const first = expectOk(await post(alice, { chatId: ours, content: 'first', clientId })).message;

    const outside = await post(alice, { chatId: theirs, content: 'elsewhere', clientId });
    expectError(outside, 403, 'NOT_A_MEMBER');
    expect(JSON.stringify(outside.body)).not.toContain(first.id);

    // In another chat of hers, the same name is a new message of that chat.
    const other = expectOk(await post(alice, { chatId: direct, content: 'in the direct chat', clientId })).message;
    expect({ id: other.id === first.id, chatId: other.chatId, content: other.content, clientId: other.clientId }).toEqual({
      id: false,
      chatId: direct,
      content: 'in the direct chat',
      clientId,
    });
    // And a retry where it was first sent still answers the first.
    expect(expectOk(await post(alice, { chatId: ours, content: 'first', clientId })).message.id).toBe(first.id);
  });

  it('a retry after being removed from the chat: 403, not the message as it is now', async () => {
    const [owner, member] = await users(2);
    const chatId = await group(owner, [member]);
    const body = { chatId, content: 'before removal', clientId: `gone-${Date.now()}` };
    expectOk(await post(member, body));
    expectOk(await api(`/group/${chatId}/members/${member.id}`, { method: 'DELETE', token: owner.token }));
    expectError(await post(member, body), 403, 'NOT_A_MEMBER');
  });
});
