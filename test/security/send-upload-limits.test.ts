import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';
import { directChat, expectOk } from '../chats/helpers';
import { SAMPLES, upload } from '../files/fixtures';

// Per-account limits on sends (SENDS_PER_USER_PER_MINUTE, 300) and uploads
// (UPLOADS_PER_USER_PER_MINUTE, 60), counted before the work, shared across processes with Redis.
describe('send and upload limits', () => {
  it('the 301st message of a minute is refused with 429 and Retry-After; other people may still send', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const send = (token: string, i: number) => api('/messages/send', { token, body: { chatId, content: `m${i}` } });
    for (let batch = 0; batch < 15; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(alice.token, batch * 20 + i)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    }
    const refused = await send(alice.token, 300);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectOk(await send(bob.token, 1));
  }, 60_000);

  it('the 61st upload of a minute is refused with 429, before the file is stored', async () => {
    const [carol, dave] = await Promise.all([registerUser(), registerUser()]);
    for (let batch = 0; batch < 6; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(carol.token, SAMPLES.png, `p${batch}-${i}.png`, 'image/png')));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    }
    const refused = await upload(carol.token, SAMPLES.png, 'one-too-many.png', 'image/png');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect((await upload(dave.token, SAMPLES.png, 'fine.png', 'image/png')).status).toBe(200);
  }, 60_000);
});
