import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';

const opened: TestSocket[] = [];
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

describe('get_online_users', () => {
  it('sends the current online list again on request', async () => {
    const alice = await registerUser();
    const socket = await openSocket(alice.token);
    opened.push(socket);
    await socket.next('online_users');
    expect(await socket.emitWithAck('get_online_users')).toEqual({ ok: true });
    expect(await socket.next('online_users')).toEqual([alice.id]);
  });
});
