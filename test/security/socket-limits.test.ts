import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';
import { directChat } from '../chats/helpers';

// Per-socket event rate limits. A burst of `typing` is cut to a few per
// second per socket; the excess is dropped silently (the socket stays connected).

const opened: TestSocket[] = [];
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

describe('per-socket event rate limits', () => {
  it('2,000 typing events in a burst reach the other member as a handful; the socket stays usable', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const [sa, sb] = await Promise.all([openSocket(alice.token), openSocket(bob.token)]);
    opened.push(sa, sb);
    let typing = 0;
    sb.on('typing', (event: { chatId: string }) => {
      if (event.chatId === chatId) typing += 1;
    });
    for (let i = 0; i < 2000; i += 1) sa.emit('typing', { chatId });
    // Events of one socket are handled in order: once stop_typing arrives, every typing that
    // was relayed has arrived before it.
    sa.emit('stop_typing', { chatId });
    await sb.next('stop_typing', (e) => e.chatId === chatId, 20_000);
    expect(typing).toBeGreaterThanOrEqual(1);
    expect(typing).toBeLessThanOrEqual(20);
    expect(sa.connected).toBe(true);
    expect(await sa.emitWithAck('get_online_users')).toEqual({ ok: true });
  });

  it('an acknowledged event over the limit is answered TOO_MANY_REQUESTS, not relayed', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const [sa, sb] = await Promise.all([openSocket(alice.token), openSocket(bob.token)]);
    opened.push(sa, sb);
    const answers = await Promise.all(Array.from({ length: 50 }, () => sa.emitWithAck('typing', { chatId })));
    const ok = answers.filter((a) => a.ok).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(20);
    expect(answers.filter((a) => !a.ok).every((a) => a.code === 'TOO_MANY_REQUESTS')).toBe(true);
  });
});
