import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';
import { expectError, expectOk } from '../auth/helpers';

// The attempt is counted before the password is compared, atomically, so a
// burst of concurrent tries cannot all slip under the limit (LOGIN_MAX_FAILURES, 10 in tests).

const LIMIT = 10;

const statuses = (answers: { status: number }[]) => {
  const count: Record<number, number> = {};
  for (const a of answers) count[a.status] = (count[a.status] ?? 0) + 1;
  return count;
};

describe.concurrent('login limit under concurrency', () => {
  it('100 wrong passwords at once: exactly 10 are checked (401), 90 get 429; then even the right one is refused', async () => {
    const victim = await registerUser();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => api('/auth/login', { body: { username: victim.username, password: `wrong-${i}` } })),
    );
    expect(statuses(burst)).toEqual({ 401: LIMIT, 429: 100 - LIMIT });
    for (const answer of burst.filter((a) => a.status === 429)) {
      expect(answer.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const right = await api('/auth/login', { body: { username: victim.username, password: victim.password } });
    expectError(right, 429, 'TOO_MANY_REQUESTS');
    expect(right.body.token).toBeUndefined();
  });

  it('60 wrong passwords and the right one at once: at most the limit before the right one and the limit after it are checked', async () => {
    const victim = await registerUser();
    const burst = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => api('/auth/login', { body: { username: victim.username, password: `wrong-${i}` } })),
      api('/auth/login', { body: { username: victim.username, password: victim.password } }),
    ]);
    const count = statuses(burst);
    // The right one clears the tries counted before it, only when none was counted while it was
    // checked (rate-limit.test.ts holds that rule): whichever way the burst reaches the server, the
    // wrong ones checked are under the limit before it and at most the limit after it.
    expect(count[200] ?? 0).toBeLessThanOrEqual(1);
    expect(count[401] ?? 0).toBeLessThanOrEqual(2 * LIMIT - 1);
    expect((count[401] ?? 0) + (count[200] ?? 0) + (count[429] ?? 0)).toBe(61);
  });

  it('the right password within the limit still logs in (its try counts, a success clears the count)', async () => {
    const erin = await registerUser();
    const wrong = await Promise.all(Array.from({ length: LIMIT - 1 }, () => api('/auth/login', { body: { username: erin.username, password: 'wrong-pass' } })));
    expect(statuses(wrong)).toEqual({ 401: LIMIT - 1 });
    expectOk(await api('/auth/login', { body: { username: erin.username, password: erin.password } }));
    const again = await Promise.all(Array.from({ length: LIMIT - 1 }, () => api('/auth/login', { body: { username: erin.username, password: 'wrong-pass' } })));
    expect(statuses(again)).toEqual({ 401: LIMIT - 1 });
    expectOk(await api('/auth/login', { body: { username: erin.username, password: erin.password } }));
  });
});
