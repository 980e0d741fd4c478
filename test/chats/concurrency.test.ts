import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';

// FerretDB v1 does not apply concurrent updates of one document atomically; the server queues
// them per document (lib/db/serialize-writes.ts). These would lose updates without it.
describe('concurrent writes to one chat and one message', () => {
  it('20 messages sent at once are all counted unread', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = (await api('/chat/create', { token: alice.token, body: { members: [bob.id] } })).body.chat.id;
    const sends = await Promise.all(Array.from({ length: 20 }, (_, i) => api('/messages/send', { token: alice.token, body: { chatId, content: `m${i}` } })));
    expect(sends.every((s) => s.status === 200)).toBe(true);
    const chats = await api('/chat/my-chats', { token: bob.token });
    expect(chats.body.chats.find((c: any) => c.id === chatId).unreadCount).toBe(20);
  });

  it('reactions from many members at once are all kept', async () => {
    const owner = await registerUser();
    const members = await Promise.all(Array.from({ length: 6 }, () => registerUser()));
    const group = await api('/chat/create-group', { token: owner.token, body: { name: 'r', members: members.map((m) => m.id) } });
    const sent = await api('/messages/send', { token: owner.token, body: { chatId: group.body.chat.id, content: 'react to me' } });
    const messageId = sent.body.message.id;
    await Promise.all(members.map((m) => api('/messages/react', { token: m.token, body: { messageId, emoji: '👍' } })));
    const history = await api(`/messages/by-chat/${group.body.chat.id}`, { token: owner.token });
    const message = history.body.messages.find((m: any) => m.id === messageId);
    expect(message.reactions.map((r: any) => r.userId).sort()).toEqual(members.map((m) => m.id).sort());
  });
});
