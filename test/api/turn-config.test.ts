import { createHmac } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, registerUser } from '../support/api';

// GET /config answers a signed-in caller time-limited TURN credentials (the TURN REST form that
// coturn's use-auth-secret checks) beside ICE_SERVERS; a guest, or a token that is no session,
// gets ICE_SERVERS alone. The run's server has TURN_URLS, TURN_SECRET and one STUN server set
// (test/global-setup.ts).

const STUN = { urls: 'stun:stun.example.test:3478' };
const TURN_URLS = ['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349?transport=tcp'];

describe('GET /config and TURN', () => {
  it('a signed-in user gets a TURN entry: username <expiry>:<userId>, credential base64(HMAC-SHA1(secret, username)), valid 12 h', async () => {
    const user = await registerUser();
    const before = Math.floor(Date.now() / 1000);
    const config = await api('/config', { token: user.token });
    const after = Math.floor(Date.now() / 1000);
    expect(config.status).toBe(200);
    const [stun, turn] = config.body.iceServers;
    expect(stun).toEqual(STUN);
    expect(turn.urls).toEqual(TURN_URLS);
    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(user.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 12 * 3600);
    expect(Number(expiry)).toBeLessThanOrEqual(after + 12 * 3600);
    const expected = createHmac('sha1', inject('turnSecret')).update(turn.username).digest('base64');
    expect(turn.credential).toBe(expected);
    expect(config.body.iceServers).toHaveLength(2);
  });

  it('a guest, a forged token and a token of an ended session get the ICE servers without TURN', async () => {
    const user = await registerUser();
    const guest = await api('/config');
    const forged = await api('/config', { token: `${user.token.slice(0, -4)}AAAA` });
    expect((await api('/auth/change-password', { token: user.token, body: { oldPassword: user.password, newPassword: 'changed12' } })).status).toBe(200);
    const ended = await api('/config', { token: user.token });
    for (const answer of [guest, forged, ended]) {
      expect(answer.status).toBe(200);
      expect(answer.body.iceServers).toEqual([STUN]);
    }
  });
});
