import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api, registerUser, requestCode } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, expireOtp, freshEmail, login, otherCode, otpRow, sharedBystander } from './helpers';

const bystander = sharedBystander();

describe.concurrent('account deletion: /auth/send-otp-delete-account, /auth/delete-account', () => {
  it('deletes the account: the token gets 401, login fails, the name and address are free', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/send-otp-delete-account', { email: alice.email }, alice.token);
    const answer = await api('/auth/delete-account', { body: { email: alice.email, otp }, token: alice.token });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    expectError(await api('/user/me', { token: alice.token }), 401, 'UNAUTHORIZED');
    expectError(await login(alice, alice.password), 401, 'INVALID_CREDENTIALS');
    const db = await testDb();
    expect(await db.collection('users').findOne({ _id: new ObjectId(alice.id) })).toBeNull();
    expect(await otpRow(alice.email, 'delete-account')).toBeNull();
    // A second delete with the same token is refused as signed-out.
    expectError(await api('/auth/delete-account', { body: { email: alice.email, otp }, token: alice.token }), 401, 'UNAUTHORIZED');
    // Name and address can be registered again.
    const again = await registerUser({ username: alice.username, email: alice.email });
    expect(again.id).not.toBe(alice.id);
  });

  it('wrong e-mail: 400 WRONG_EMAIL at send and at delete (not 401), account kept', async () => {
    const alice = await registerUser();
    const bob = bystander();
    expectError(await api('/auth/send-otp-delete-account', { body: { email: bob.email }, token: alice.token }), 400, 'WRONG_EMAIL');
    const otp = await requestCode('/auth/send-otp-delete-account', { email: alice.email }, alice.token);
    expectError(await api('/auth/delete-account', { body: { email: bob.email, otp }, token: alice.token }), 400, 'WRONG_EMAIL');
    expectError(await api('/auth/delete-account', { body: { email: freshEmail(), otp }, token: alice.token }), 400, 'WRONG_EMAIL');
    expectOk(await api('/user/me', { token: alice.token }));
    expectOk(await api('/user/me', { token: bob.token }));
  });

  it('wrong or expired code: 400 OTP_INVALID, account kept', async () => {
    const alice = await registerUser();
    const otp = await requestCode('/auth/send-otp-delete-account', { email: alice.email }, alice.token);
    expectError(await api('/auth/delete-account', { body: { email: alice.email, otp: otherCode(otp) }, token: alice.token }), 400, 'OTP_INVALID');
    expectOk(await api('/user/me', { token: alice.token }));
    await expireOtp(alice.email, 'delete-account');
    expectError(await api('/auth/delete-account', { body: { email: alice.email, otp }, token: alice.token }), 400, 'OTP_INVALID');
    expectOk(await login(alice, alice.password));
  });

  it('a code of another purpose does not delete the account', async () => {
    const alice = await registerUser();
    const birthdayCode = await requestCode('/auth/send-otp-birthday', { email: alice.email }, alice.token);
    expectError(await api('/auth/delete-account', { body: { email: alice.email, otp: birthdayCode }, token: alice.token }), 400, 'OTP_INVALID');
    expectOk(await api('/user/me', { token: alice.token }));
  });

  it('another user\'s code does not delete my account', async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const bobCode = await requestCode('/auth/send-otp-delete-account', { email: bob.email }, bob.token);
    // Alice's token, Bob's address and code: refused as not her address.
    expectError(await api('/auth/delete-account', { body: { email: bob.email, otp: bobCode }, token: alice.token }), 400, 'WRONG_EMAIL');
    expectOk(await api('/user/me', { token: alice.token }));
    expectOk(await api('/user/me', { token: bob.token }));
  });

  it('token needed; injection and missing fields: 400', async () => {
    const alice = await registerUser();
    expectError(await api('/auth/send-otp-delete-account', { body: { email: alice.email } }), 401, 'UNAUTHORIZED');
    expectError(await api('/auth/delete-account', { body: { email: alice.email, otp: '123456' } }), 401, 'UNAUTHORIZED');
    expectInvalid(await api('/auth/delete-account', { body: { email: { $ne: null }, otp: { $gt: '' } }, token: alice.token }), 'email', 'INVALID_FORMAT', 'emailInvalid');
    expectInvalid(await api('/auth/delete-account', { body: { email: alice.email, otp: { $ne: null } }, token: alice.token }), 'otp', 'INVALID_FORMAT', 'otpRequired');
    expectInvalid(await api('/auth/delete-account', { body: { email: alice.email }, token: alice.token }), 'otp', 'REQUIRED', 'otpRequired');
    expectInvalid(await api('/auth/delete-account', { body: { otp: '123456' }, token: alice.token }), 'email', 'REQUIRED', 'emailRequired');
    expectOk(await api('/user/me', { token: alice.token }));
  });
});
