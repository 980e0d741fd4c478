import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';

// Wrong old passwords at change-password are limited as wrong passwords at login are
// (LOGIN_MAX_FAILURES, 10, per 15 minutes; here per account): a session token alone is no way
// to guess the password. Counted before the compare, so a burst gets no more compares.

const LIMIT = 10;
const change = (token: string, oldPassword: string) => api('/auth/change-password', { token, body: { oldPassword, newPassword: 'changed1', lang: 'en' } });

describe('change-password tries', () => {
  it(`${LIMIT} wrong old passwords, then 429 with Retry-After, the right one included; other accounts unaffected`, async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const burst = await Promise.all(Array.from({ length: LIMIT + 5 }, (_, i) => change(alice.token, `wrong-${i}x`)));
    const codes = burst.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(5);
    const locked = await change(alice.token, alice.password);
    expect({ status: locked.status, code: locked.body.code }).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing changed, and the session goes on.
    expect((await api('/user/me', { token: alice.token })).status).toBe(200);
    expect((await change(bob.token, 'wrong-1x')).body.code).toBe('WRONG_PASSWORD');
  });

  it('the right old password clears the count', async () => {
    const alice = await registerUser();
    for (let i = 0; i < LIMIT - 1; i += 1) expect((await change(alice.token, `wrong-${i}x`)).body.code).toBe('WRONG_PASSWORD');
    const changed = await change(alice.token, alice.password);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    for (let i = 0; i < LIMIT - 1; i += 1) expect((await change(changed.body.token, `again-${i}x`)).body.code).toBe('WRONG_PASSWORD');
  });
});
