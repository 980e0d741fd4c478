import { describe, expect, it } from 'vitest';
import { api, mailDir, registerUser, requestCode, uniqueName } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound } from '../support/errors';
import { mailsFor } from '../support/mailbox';
import { backdateOtp, expectError, expectOk, expireOtp, freshEmail, otherCode, otpRow, registerBody, registrationCode } from './helpers';

const OTP_TTL_MS = 10 * 60 * 1000;

describe.concurrent('OTP storage', () => {
  it('keeps only a hash of the code, with attempts 0 and a 10-minute expiry', async () => {
    const email = freshEmail();
    const before = Date.now();
    const otp = await requestCode('/auth/send-otp', { email });
    const row = await otpRow(email, 'register');
    expect(row).not.toBeNull();
    expect(row!.codeHash).not.toBe(otp);
    expect(row!.codeHash).not.toContain(otp);
    expect(row!.codeHash.length).toBeGreaterThanOrEqual(32);
    expect(Object.values(row!).map(String)).not.toContain(otp);
    expect(row!.attempts).toBe(0);
    const sentAt = new Date(row!.sentAt).getTime();
    expect(sentAt).toBeGreaterThanOrEqual(before - 5000);
    expect(new Date(row!.expiresAt).getTime() - sentAt).toBe(OTP_TTL_MS);
  });

  it('stores the address lower-cased', async () => {
    const mixed = `${uniqueName('UP')}@Example.TEST`;
    expectOk(await api('/auth/send-otp', { body: { email: mixed } }));
    const row = await otpRow(mixed, 'register');
    expect(row!.email).toBe(mixed.toLowerCase());
  });

  it('two codes for one address and purpose are different (random, 6 digits)', async () => {
    const email = freshEmail();
    const first = await requestCode('/auth/send-otp', { email });
    await backdateOtp(email, 'register');
    const second = await requestCode('/auth/send-otp', { email });
    expect(first).toMatch(/^\d{6}$/);
    expect(second).toMatch(/^\d{6}$/);
    // A new code replaces the old one: the old one no longer works (1 in a million they match).
    if (first !== second) {
      expectError(await api('/auth/register', { body: registerBody({ email, otp: first }) }), 400, 'OTP_INVALID');
    }
    expectOk(await api('/auth/register', { body: registerBody({ email, otp: second }) }));
  });
});

describe.concurrent('OTP rules (through register and reset-password)', () => {
  it('wrong code: 400 OTP_INVALID, and the attempt is counted', async () => {
    const { email, otp } = await registrationCode();
    expectError(await api('/auth/register', { body: registerBody({ email, otp: otherCode(otp) }) }), 400, 'OTP_INVALID');
    expectError(await api('/auth/register', { body: registerBody({ email, otp: '12345' }) }), 400, 'OTP_INVALID');
    expect((await otpRow(email, 'register'))!.attempts).toBe(2);
    expectOk(await api('/auth/register', { body: registerBody({ email, otp }) }));
  });

  it('expired code: 400 OTP_INVALID even when right', async () => {
    const { email, otp } = await registrationCode();
    await expireOtp(email, 'register');
    expectError(await api('/auth/register', { body: registerBody({ email, otp }) }), 400, 'OTP_INVALID');
  });

  it('used code: a second use gives 400 OTP_INVALID', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: alice.email });
    expectOk(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: 'newpass1' } }));
    expectError(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: 'newpass2' } }), 400, 'OTP_INVALID');
    // The second attempt changed nothing.
    expectOk(await api('/auth/login', { body: { username: alice.username, password: 'newpass1' } }));
    expectError(await api('/auth/login', { body: { username: alice.username, password: 'newpass2' } }), 401, 'INVALID_CREDENTIALS');
  });

  it('5 wrong tries burn the code (OTP_BURNT); then even the right code is refused', async () => {
    const { email, otp } = await registrationCode();
    const wrong = otherCode(otp);
    for (let i = 1; i <= 4; i += 1) {
      expectError(await api('/auth/register', { body: registerBody({ email, otp: wrong }) }), 400, 'OTP_INVALID');
    }
    expectError(await api('/auth/register', { body: registerBody({ email, otp: wrong }) }), 400, 'OTP_BURNT');
    expectError(await api('/auth/register', { body: registerBody({ email, otp }) }), 400, 'OTP_BURNT');
    expectError(await api('/auth/register', { body: registerBody({ email, otp: wrong }) }), 400, 'OTP_BURNT');
    expect((await otpRow(email, 'register'))!.attempts).toBe(5);
    // Within 60 s no new code; after that a new one works.
    expectError(await api('/auth/send-otp', { body: { email } }), 429, 'OTP_TOO_SOON');
    await backdateOtp(email, 'register');
    const fresh = await requestCode('/auth/send-otp', { email });
    expect((await otpRow(email, 'register'))!.attempts).toBe(0);
    expectOk(await api('/auth/register', { body: registerBody({ email, otp: fresh }) }));
  });

  it('a code is scoped to its purpose: a registration code cannot reset a password', async () => {
    const alice = await registerUser();
    const resetCode = await requestCode('/auth/forgot-password', { email: alice.email });
    const deleteCode = await requestCode('/auth/send-otp-delete-account', { email: alice.email }, alice.token);
    if (deleteCode !== resetCode) {
      expectError(await api('/auth/reset-password', { body: { email: alice.email, otp: deleteCode, newPassword: 'newpass1' } }), 400, 'OTP_INVALID');
    }
    expectOk(await api('/auth/reset-password', { body: { email: alice.email, otp: resetCode, newPassword: 'newpass1' } }));
    // The delete-account code is still live and untouched.
    expect((await otpRow(alice.email, 'delete-account'))!.attempts).toBe(0);
  });

  it('a resend within 60 s: 429 OTP_TOO_SOON with Retry-After; the first code stays valid', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: alice.email });
    const mails = mailsFor(mailDir(), alice.email).length;
    const again = await api('/auth/forgot-password', { body: { email: alice.email } });
    expectError(again, 429, 'OTP_TOO_SOON');
    // The other name of the same action shares the wait (API.md).
    expectError(await api('/auth/send-otp-password', { body: { email: alice.email } }), 429, 'OTP_TOO_SOON');
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(mailsFor(mailDir(), alice.email)).toHaveLength(mails);
    expectOk(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: 'newpass1' } }));
  });

  it('Retry-After counts down from the first send', async () => {
    const email = freshEmail();
    expectOk(await api('/auth/send-otp', { body: { email } }));
    // Pretend the code went out 45 s ago: about 15 s are left.
    await (await testDb()).collection('otps').updateOne({ email, purpose: 'register' }, { $set: { sentAt: new Date(Date.now() - 45_000) } });
    const again = await api('/auth/send-otp', { body: { email } });
    expectError(again, 429, 'OTP_TOO_SOON');
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(13);
    expect(retryAfter).toBeLessThanOrEqual(16);
  });

  it('the 60 s rule is per purpose: a reset code does not block a delete-account code', async () => {
    const alice = await registerUser();
    expectOk(await api('/auth/forgot-password', { body: { email: alice.email } }));
    expectOk(await api('/auth/send-otp-delete-account', { body: { email: alice.email }, token: alice.token }));
    expectOk(await api('/auth/send-otp-birthday', { body: { email: alice.email }, token: alice.token }));
  });

  it('the 60 s rule is per address', async () => {
    expectOk(await api('/auth/send-otp', { body: { email: freshEmail() } }));
    expectOk(await api('/auth/send-otp', { body: { email: freshEmail() } }));
  });
});

describe.concurrent('POST /auth/forgot-password and /auth/send-otp-password', () => {
  it('forgot-password mails a reset code to a known address', async () => {
    const alice = await registerUser();
    const answer = await api('/auth/forgot-password', { body: { email: alice.email.toUpperCase() } });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    expect(await otpRow(alice.email, 'reset')).not.toBeNull();
  });

  it('send-otp-password mails a reset code too', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/send-otp-password', { email: alice.email });
    expectOk(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: 'newpass1' } }));
    expectOk(await api('/auth/login', { body: { username: alice.username, password: 'newpass1' } }));
  });

  it('the two share the 60 s rule (both orders)', async () => {
    const alice = await registerUser();
    expectOk(await api('/auth/forgot-password', { body: { email: alice.email } }));
    const alias = await api('/auth/send-otp-password', { body: { email: alice.email } });
    expectError(alias, 429, 'OTP_TOO_SOON');
    expect(alias.headers.get('retry-after')).toBeTruthy();

    const bob = await registerUser();
    expectOk(await api('/auth/send-otp-password', { body: { email: bob.email } }));
    expectError(await api('/auth/forgot-password', { body: { email: bob.email } }), 429, 'OTP_TOO_SOON');
  });

  it('unknown address: 404 NOT_FOUND (account) on both', async () => {
    expectNotFound(await api('/auth/forgot-password', { body: { email: freshEmail() } }), 'account');
    expectNotFound(await api('/auth/send-otp-password', { body: { email: freshEmail() } }), 'account');
  });

  it('bad or missing e-mail: 400', async () => {
    expectInvalid(await api('/auth/forgot-password', { body: { email: 'bad@' } }), 'email', 'INVALID_FORMAT', 'emailInvalid');
    expectInvalid(await api('/auth/send-otp-password', { body: { email: 'bad' } }), 'email', 'INVALID_FORMAT', 'emailInvalid');
    expectInvalid(await api('/auth/forgot-password', { body: {} }), 'email', 'REQUIRED', 'emailRequired');
  });

  it('operator injection: 400, never 500, no code sent', async () => {
    for (const email of [{ $ne: null }, { $gt: '' }, ['a@example.test']]) {
      expectInvalid(await api('/auth/forgot-password', { body: { email } }), 'email', 'INVALID_FORMAT', 'emailInvalid');
      expectInvalid(await api('/auth/send-otp', { body: { email } }), 'email', 'INVALID_FORMAT', 'emailInvalid');
    }
  });
});

describe.concurrent('POST /auth/reset-password', () => {
  it('sets the new password: the old one fails, the new one works; the code is used up', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: alice.email });
    const answer = await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: 'brandnew1' } });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    expect(typeof answer.body.message).toBe('string');
    expectError(await api('/auth/login', { body: { username: alice.username, password: alice.password } }), 401, 'INVALID_CREDENTIALS');
    expectOk(await api('/auth/login', { body: { username: alice.username, password: 'brandnew1' } }));
    expect(await otpRow(alice.email, 'reset')).toBeNull();
    const stored = await (await testDb()).collection('users').findOne({ username: alice.username });
    expect(stored!.passwordHash).not.toContain('brandnew1');
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$/);
  });

  it('wrong code: 400 OTP_INVALID, the password is unchanged', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: alice.email });
    expectError(await api('/auth/reset-password', { body: { email: alice.email, otp: otherCode(otp), newPassword: 'brandnew1' } }), 400, 'OTP_INVALID');
    expectOk(await api('/auth/login', { body: { username: alice.username, password: alice.password } }));
    expectError(await api('/auth/login', { body: { username: alice.username, password: 'brandnew1' } }), 401, 'INVALID_CREDENTIALS');
  });

  it('expired code: 400 OTP_INVALID', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: alice.email });
    await expireOtp(alice.email, 'reset');
    expectError(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: 'brandnew1' } }), 400, 'OTP_INVALID');
    expectOk(await api('/auth/login', { body: { username: alice.username, password: alice.password } }));
  });

  it('no code was ever sent: 400 OTP_INVALID', async () => {
    const alice = await registerUser();
    expectError(await api('/auth/reset-password', { body: { email: alice.email, otp: '123456', newPassword: 'brandnew1' } }), 400, 'OTP_INVALID');
  });

  it('new password of 5 or 13 characters: 400 VALIDATION_ERROR (newPassword, TOO_SHORT / TOO_LONG), the code survives', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/forgot-password', { email: alice.email });
    expectInvalid(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: '12345' } }), 'newPassword', 'TOO_SHORT', 'passwordLength');
    expectInvalid(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: '1234567890123' } }), 'newPassword', 'TOO_LONG', 'passwordLength');
    expectOk(await api('/auth/reset-password', { body: { email: alice.email, otp, newPassword: '123456789012' } }));
  });

  it('missing fields: 400', async () => {
    expectInvalid(await api('/auth/reset-password', { body: { otp: '123456', newPassword: 'brandnew1' } }), 'email', 'REQUIRED', 'emailRequired');
    expectInvalid(await api('/auth/reset-password', { body: { email: freshEmail(), newPassword: 'brandnew1' } }), 'otp', 'REQUIRED', 'otpRequired');
    expectInvalid(await api('/auth/reset-password', { body: { email: freshEmail(), otp: '123456' } }), 'newPassword', 'REQUIRED', 'passwordLength');
  });

  it('operator injection in otp or email: 400, never 500', async () => {
    const alice = await registerUser();
    await requestCode('/auth/forgot-password', { email: alice.email });
    for (const [body, field] of [
      [{ email: alice.email, otp: { $ne: null }, newPassword: 'hacked12' }, 'otp'],
      [{ email: alice.email, otp: { $gt: '' }, newPassword: 'hacked12' }, 'otp'],
      [{ email: { $ne: null }, otp: '123456', newPassword: 'hacked12' }, 'email'],
    ] as const) {
      expectInvalid(await api('/auth/reset-password', { body }), field, 'INVALID_FORMAT');
    }
    expectError(await api('/auth/login', { body: { username: alice.username, password: 'hacked12' } }), 401, 'INVALID_CREDENTIALS');
  });
});
