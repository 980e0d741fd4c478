import { describe, expect, it } from 'vitest';
import { api, registerUser, requestCode } from '../support/api';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, expireOtp, otherCode, otpRow, sharedBystander } from './helpers';

const bystander = sharedBystander();

describe.concurrent('birthday change: /auth/send-otp-birthday, /auth/change-birthday', () => {
  it('changes the birthday with the mailed code', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/send-otp-birthday', { email: alice.email }, alice.token);
    const answer = await api('/auth/change-birthday', { body: { email: alice.email, otp, birthday: '1987-11-23' }, token: alice.token });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    const me = await api('/user/me', { token: alice.token });
    expect(String(me.body.user.birthday)).toMatch(/^1987-11-23/);
    expect(await otpRow(alice.email, 'birthday')).toBeNull();
    // Used up.
    expectError(await api('/auth/change-birthday', { body: { email: alice.email, otp, birthday: '1990-01-01' }, token: alice.token }), 400, 'OTP_INVALID');
  });

  it('send-otp-birthday: own address only (400 WRONG_EMAIL), token needed, 60 s rule', async () => {
    const alice = await registerUser();
    const bob = bystander();
    expectError(await api('/auth/send-otp-birthday', { body: { email: bob.email }, token: alice.token }), 400, 'WRONG_EMAIL');
    expectError(await api('/auth/send-otp-birthday', { body: { email: alice.email } }), 401, 'UNAUTHORIZED');
    expectOk(await api('/auth/send-otp-birthday', { body: { email: alice.email }, token: alice.token }));
    expectError(await api('/auth/send-otp-birthday', { body: { email: alice.email }, token: alice.token }), 429, 'OTP_TOO_SOON');
  });

  it('wrong code, a code of another purpose, a bad date, another e-mail: refused, birthday unchanged', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/send-otp-birthday', { email: alice.email }, alice.token);
    const deleteCode = await requestCode('/auth/send-otp-delete-account', { email: alice.email }, alice.token);
    const body = { email: alice.email, otp, birthday: '1987-11-23' };
    expectError(await api('/auth/change-birthday', { body: { ...body, otp: otherCode(otp) }, token: alice.token }), 400, 'OTP_INVALID');
    if (deleteCode !== otp) {
      expectError(await api('/auth/change-birthday', { body: { ...body, otp: deleteCode }, token: alice.token }), 400, 'OTP_INVALID');
    }
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    for (const birthday of [nextYear, '1987-02-30', 'soon']) {
      expectInvalid(await api('/auth/change-birthday', { body: { ...body, birthday }, token: alice.token }), 'birthday', 'INVALID_FORMAT', 'dateInvalid');
    }
    expectInvalid(await api('/auth/change-birthday', { body: { ...body, birthday: '' }, token: alice.token }), 'birthday', 'REQUIRED', 'birthdayRequired');
    const bob = bystander();
    expectError(await api('/auth/change-birthday', { body: { ...body, email: bob.email }, token: alice.token }), 400, 'WRONG_EMAIL');
    expect(String((await api('/user/me', { token: alice.token })).body.user.birthday)).toMatch(/^2000-05-06/);
    expectOk(await api('/auth/change-birthday', { body, token: alice.token }));
  });

  it('expired code: 400 OTP_INVALID; no token: 401', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/send-otp-birthday', { email: alice.email }, alice.token);
    await expireOtp(alice.email, 'birthday');
    expectError(await api('/auth/change-birthday', { body: { email: alice.email, otp, birthday: '1987-11-23' }, token: alice.token }), 400, 'OTP_INVALID');
    expectError(await api('/auth/change-birthday', { body: { email: alice.email, otp, birthday: '1987-11-23' } }), 401, 'UNAUTHORIZED');
  });
});
