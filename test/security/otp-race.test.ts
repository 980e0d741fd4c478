import { describe, expect, it, vi } from 'vitest';
import { api, registerUser, requestCode } from '../support/api';
import { expectError, expectOk, otherCode, otpRow } from '../auth/helpers';

// A try is counted by one conditional update (only while under 5) before the
// code is compared, so concurrent wrong codes cannot get more than 5 tries, nor let the right
// one through after the fifth.

const MAX_TRIES = 5;

const codes = (answers: { status: number; body: any }[]) => {
  const count: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 200 ? 'OK' : String(a.body?.code);
    count[key] = (count[key] ?? 0) + 1;
  }
  return count;
};

describe.concurrent('OTP tries under concurrency', () => {
  it('100 wrong codes at once, then the right one as soon as the fifth is counted: refused, and the account keeps its password', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: alice.email });
    const wrong = otherCode(otp);
    const reset = (code: string, newPassword: string) => api('/auth/reset-password', { body: { email: alice.email, otp: code, newPassword } });
    const wrongBurst = Promise.all(Array.from({ length: 100 }, () => reset(wrong, 'attack1')));
    // The requests of one burst reach the server in no promised order, so the right code is sent
    // once the tries are used up (the state, not a delay): a right code among the first five
    // would rightly be accepted.
    await vi.waitUntil(async () => (await otpRow(alice.email, 'reset'))?.attempts === MAX_TRIES, { timeout: 30_000, interval: 20 });
    const right = await reset(otp, 'taken99');
    expectError(right, 400, 'OTP_BURNT');
    expect(codes(await wrongBurst)).toEqual({ OTP_INVALID: MAX_TRIES - 1, OTP_BURNT: 100 - (MAX_TRIES - 1) });
    expect((await otpRow(alice.email, 'reset'))!.attempts).toBe(MAX_TRIES);
    expectError(await api('/auth/login', { body: { username: alice.username, password: 'taken99' } }), 401, 'INVALID_CREDENTIALS');
    expectOk(await api('/auth/login', { body: { username: alice.username, password: alice.password } }));
  });

  it('200 wrong codes at once never count more than 5 tries', async () => {
    const bob = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: bob.email });
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => api('/auth/reset-password', { body: { email: bob.email, otp: otherCode(otp), newPassword: 'attack1' } })),
    );
    expect(codes(burst)).toEqual({ OTP_INVALID: MAX_TRIES - 1, OTP_BURNT: 200 - (MAX_TRIES - 1) });
    expect((await otpRow(bob.email, 'reset'))!.attempts).toBe(MAX_TRIES);
    expectError(await api('/auth/reset-password', { body: { email: bob.email, otp, newPassword: 'attack1' } }), 400, 'OTP_BURNT');
  });
});
