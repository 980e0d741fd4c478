import { afterAll, describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';

const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

describe('messaging smoke', () => {
  it('two users chat live', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const [sa, sb] = await Promise.all([openSocket(alice.token), openSocket(bob.token)]);
    sockets.push(sa, sb);
    const created = await api('/chat/create', { token: alice.token, body: { members: [bob.id], type: 'single' } });
    expect(created.status).toBe(200);
    const chatId = created.body.chat.id;
    expect((await sb.next('new_chat')).id).toBe(chatId);
    const again = await api('/chat/create', { token: bob.token, body: { members: [alice.id] } });
    expect(again.body.chat.id).toBe(chatId);

    const sent = await api('/messages/send', { token: alice.token, body: { chatId, content: ' hello ' } });
    expect(sent.status).toBe(200);
    const received = await sb.next('receive_message');
    expect(received.content).toBe('hello');
    expect(received.senderUsername).toBe(alice.username);

    const list = await api('/chat/my-chats', { token: bob.token });
    expect(list.body.chats[0].unreadCount).toBe(1);
    expect(list.body.chats[0].lastMessage.content).toBe('hello');

    const read = await sb.emitWithAck('read_chat', { chatId, lastReadId: received.id });
    expect(read).toEqual({ ok: true });
    expect((await sa.next('message_read')).userId).toBe(bob.id);
    const history = await api(`/messages/by-chat/${chatId}`, { token: alice.token });
    expect(history.body.messages[0].readBy).toEqual([bob.id]);

    const react = await api('/messages/react', { token: bob.token, body: { messageId: received.id, emoji: '\u2764' } });
    expect(react.status).toBe(200);
    expect((await sa.next('message_reacted')).reactions).toEqual([{ userId: bob.id, emoji: '❤️' }]);

    expect(await sb.emitWithAck('typing', { chatId })).toEqual({ ok: true });
    expect((await sa.next('typing')).userId).toBe(bob.id);
    expect(await sb.receives('typing', 300)).toBe(false);
  });
});
