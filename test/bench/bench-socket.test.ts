import { describe, expect, inject, it } from 'vitest';
import { BenchSocket } from '@/bench/bench-socket';
import { connectSocket } from '@/bench/support';
import { registerUser } from '../support/api';
import { directChat, send } from '../chats/helpers';

// The bench's own socket (bench/bench-socket.ts) speaks socket.io's wire protocol without
// socket.io-client: against the real server, it must set up, receive events and get acks.

describe('the bench socket', () => {
  it('sets up with a token and receives the messages of its chats', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const socket = await connectSocket(inject('baseUrl'), bob.token);
    try {
      expect(socket.connected).toBe(true);
      const received = new Promise<{ content: string; chatId: string }>((resolve) => socket.once('receive_message', resolve));
      await send(alice, chatId, 'to the bench socket');
      expect(await received).toMatchObject({ chatId, content: 'to the bench socket' });
    } finally {
      socket.close();
    }
  });

  it('reports a refused setup; an event before setup gets its acknowledgement (the refusal)', async () => {
    await expect(connectSocket(inject('baseUrl'), 'not-a-token')).rejects.toThrow(/setup refused: UNAUTHORIZED/);
    const socket = await BenchSocket.open(inject('baseUrl'), 10_000);
    try {
      expect(await socket.emitWithAck('get_online_users', {}, 10_000)).toEqual({ ok: false, code: 'UNAUTHORIZED' });
    } finally {
      socket.close();
    }
  });
});
