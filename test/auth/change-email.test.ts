import { describe, expect, it } from 'vitest';
import { api, registerUser, requestCode, uniqueName, type TestUser } from '../support/api';
import { expectInvalid, expectNotFound } from '../support/errors';
import { expectError, expectOk, expireOtp, freshEmail, login, otherCode, otpRow, sharedBystander } from './helpers';

const bystander = sharedBystander();

/** Codes for both steps of an e-mail change. */
async function emailChangeCodes(user: TestUser, newEmail: string) {
  const oldOtp = await requestCode('/auth/send-otp-email', { email: user.email }, user.token);
  const newOtp = await requestCode('/auth/send-otp-email-new', { email: newEmail }, user.token);
  return { oldEmail: user.email, oldOtp, newEmail, newOtp };
}

describe.concurrent('e-mail change: /auth/send-otp-email, /auth/send-otp-email-new, /auth/change-email', () => {
  it('changes the address: login still works, /user/me shows it, both codes used up', async () => {
    const alice = await registerUser();
    const newEmail = `${uniqueName('New')}@Example.TEST`;
    const codes = await emailChangeCodes(alice, newEmail);
    const answer = await api('/auth/change-email', { body: codes, token: alice.token });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    const me = await api('/user/me', { token: alice.token });
    expect(me.body.user.email).toBe(newEmail.toLowerCase());
    const again = await login(alice, alice.password);
    expectOk(again);
    expect(again.body.user.email).toBe(newEmail.toLowerCase());
    expect(await otpRow(alice.email, 'email-old')).toBeNull();
    expect(await otpRow(newEmail, 'email-new')).toBeNull();
    // The old address is free again; the new one is taken.
    expectOk(await api('/auth/send-otp', { body: { email: alice.email } }));
    expectError(await api('/auth/send-otp', { body: { email: newEmail } }), 409, 'EMAIL_TAKEN');
    expectNotFound(await api('/auth/forgot-password', { body: { email: alice.email } }), 'account');
    expectOk(await api('/auth/forgot-password', { body: { email: newEmail } }));
  });

  it('send-otp-email only to the account\'s own address: else 400 WRONG_EMAIL', async () => {
    const alice = await registerUser();
    const bob = bystander();
    expectError(await api('/auth/send-otp-email', { body: { email: bob.email }, token: alice.token }), 400, 'WRONG_EMAIL');
    expectError(await api('/auth/send-otp-email', { body: { email: freshEmail() }, token: alice.token }), 400, 'WRONG_EMAIL');
    expect(await otpRow(bob.email, 'email-old')).toBeNull();
    // Own address in another case is the own address.
    expectOk(await api('/auth/send-otp-email', { body: { email: alice.email.toUpperCase() }, token: alice.token }));
  });

  it('send-otp-email-new refuses a taken address (409 EMAIL_TAKEN), also the own one', async () => {
    const alice = await registerUser();
    const bob = bystander();
    expectError(await api('/auth/send-otp-email-new', { body: { email: bob.email }, token: alice.token }), 409, 'EMAIL_TAKEN');
    expectError(await api('/auth/send-otp-email-new', { body: { email: alice.email }, token: alice.token }), 409, 'EMAIL_TAKEN');
  });

  it('EMAIL_TAKEN (409) is checked before the 60 s rule', async () => {
    const alice = await registerUser();
    const target = freshEmail();
    expectOk(await api('/auth/send-otp-email-new', { body: { email: target }, token: alice.token }));
    // The address gets registered by somebody else within the 60 s.
    await registerUser({ email: target });
    expectError(await api('/auth/send-otp-email-new', { body: { email: target }, token: alice.token }), 409, 'EMAIL_TAKEN');
  });

  it('the e-mail code calls need a token; bad addresses are 400', async () => {
    const alice = await registerUser();
    expectError(await api('/auth/send-otp-email', { body: { email: alice.email } }), 401, 'UNAUTHORIZED');
    expectError(await api('/auth/send-otp-email-new', { body: { email: freshEmail() } }), 401, 'UNAUTHORIZED');
    expectError(await api('/auth/change-email', { body: { oldEmail: alice.email, oldOtp: '123456', newEmail: freshEmail(), newOtp: '123456' } }), 401, 'UNAUTHORIZED');
    expectInvalid(await api('/auth/send-otp-email', { body: { email: 'x' }, token: alice.token }), 'email', 'INVALID_FORMAT', 'emailInvalid');
    expectInvalid(await api('/auth/send-otp-email-new', { body: { email: 'x@y' }, token: alice.token }), 'email', 'INVALID_FORMAT', 'emailInvalid');
  });

  it('both send calls keep the 60 s rule', async () => {
    const alice = await registerUser();
    const newEmail = freshEmail();
    expectOk(await api('/auth/send-otp-email', { body: { email: alice.email }, token: alice.token }));
    expectError(await api('/auth/send-otp-email', { body: { email: alice.email }, token: alice.token }), 429, 'OTP_TOO_SOON');
    expectOk(await api('/auth/send-otp-email-new', { body: { email: newEmail }, token: alice.token }));
    const again = await api('/auth/send-otp-email-new', { body: { email: newEmail }, token: alice.token });
    expectError(again, 429, 'OTP_TOO_SOON');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('wrong old code or wrong new code: 400 OTP_INVALID, the address stays', async () => {
    const alice = await registerUser();
    const newEmail = freshEmail();
    const codes = await emailChangeCodes(alice, newEmail);
    expectError(await api('/auth/change-email', { body: { ...codes, oldOtp: otherCode(codes.oldOtp) }, token: alice.token }), 400, 'OTP_INVALID');
    expectError(await api('/auth/change-email', { body: { ...codes, newOtp: otherCode(codes.newOtp) }, token: alice.token }), 400, 'OTP_INVALID');
    // Each code checks against its own step: swapping them fails (unless equal by chance).
    if (codes.oldOtp !== codes.newOtp) {
      expectError(await api('/auth/change-email', { body: { ...codes, oldOtp: codes.newOtp, newOtp: codes.oldOtp }, token: alice.token }), 400, 'OTP_INVALID');
    }
    expect((await api('/user/me', { token: alice.token })).body.user.email).toBe(alice.email);
    expectOk(await api('/auth/change-email', { body: codes, token: alice.token }));
  });

  it('expired new-address code: 400 OTP_INVALID', async () => {
    const alice = await registerUser();
    const newEmail = freshEmail();
    const codes = await emailChangeCodes(alice, newEmail);
    await expireOtp(newEmail, 'email-new');
    expectError(await api('/auth/change-email', { body: codes, token: alice.token }), 400, 'OTP_INVALID');
  });

  it('oldEmail not the account\'s: 400 WRONG_EMAIL', async () => {
    const alice = await registerUser();
    const bob = bystander();
    const codes = await emailChangeCodes(alice, freshEmail());
    expectError(await api('/auth/change-email', { body: { ...codes, oldEmail: bob.email }, token: alice.token }), 400, 'WRONG_EMAIL');
    expect((await api('/user/me', { token: bob.token })).body.user.email).toBe(bob.email);
  });

  it('new address taken between the code and the change: 409 EMAIL_TAKEN', async () => {
    const alice = await registerUser();
    const newEmail = freshEmail();
    const codes = await emailChangeCodes(alice, newEmail);
    await registerUser({ email: newEmail });
    expectError(await api('/auth/change-email', { body: codes, token: alice.token }), 409, 'EMAIL_TAKEN');
    expect((await api('/user/me', { token: alice.token })).body.user.email).toBe(alice.email);
  });

  it('the codes work once', async () => {
    const alice = await registerUser();
    const newEmail = freshEmail();
    const codes = await emailChangeCodes(alice, newEmail);
    expectOk(await api('/auth/change-email', { body: codes, token: alice.token }));
    // Back again with the same codes: the old address is now not the account's ...
    expectError(await api('/auth/change-email', { body: codes, token: alice.token }), 400, 'WRONG_EMAIL');
    // ... and even addressed right, the used codes do not work.
    const back = { oldEmail: newEmail, oldOtp: codes.newOtp, newEmail: alice.email, newOtp: codes.oldOtp };
    expectError(await api('/auth/change-email', { body: back, token: alice.token }), 400, 'OTP_INVALID');
  });

  it('missing fields and injection: 400', async () => {
    const alice = await registerUser();
    const full = { oldEmail: alice.email, oldOtp: '123456', newEmail: freshEmail(), newOtp: '123456' };
    for (const field of Object.keys(full)) {
      const body: Record<string, unknown> = { ...full };
      delete body[field];
      const answer = await api('/auth/change-email', { body, token: alice.token });
      expectInvalid(answer, field, 'REQUIRED', field.endsWith('Otp') ? 'otpRequired' : 'emailRequired');
    }
    expectInvalid(await api('/auth/change-email', { body: { ...full, oldOtp: { $ne: null } }, token: alice.token }), 'oldOtp', 'INVALID_FORMAT', 'otpRequired');
    expectInvalid(await api('/auth/change-email', { body: { ...full, newEmail: { $gt: '' } }, token: alice.token }), 'newEmail', 'INVALID_FORMAT', 'emailInvalid');
  });
});
