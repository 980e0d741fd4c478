import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, requestCode, uniqueName, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound } from '../support/errors';
import { expectBadInput, expectError, expectOk, expireOtp, freshEmail, otherCode, otpRow } from './helpers';

// Somebody else, only looked at (their address and token), never changed: shared by the tests.
let bystander: TestUser;
beforeAll(async () => {
  bystander = await registerUser();
});

const login = (user: { username: string }, password: string) => api('/auth/login', { body: { username: user.username, password } });

describe.concurrent('POST /auth/change-password', () => {
  it('changes the password: the old one fails, the new one works, the caller stays signed in with the fresh token', async () => {
    const alice = await registerUser();
    const answer = await api('/auth/change-password', { body: { oldPassword: alice.password, newPassword: 'changed1' }, token: alice.token });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    expect(typeof answer.body.message).toBe('string');
    expectError(await login(alice, alice.password), 401, 'INVALID_CREDENTIALS');
    expectOk(await login(alice, 'changed1'));
    // The token of the call is replaced by the one answered (API.md "Sessions", issue 11).
    expect(typeof answer.body.token).toBe('string');
    expectOk(await api('/user/me', { token: answer.body.token }));
    expectError(await api('/user/me', { token: alice.token }), 401, 'SESSION_ENDED');
    const stored = await (await testDb()).collection('users').findOne({ username: alice.username });
    expect(stored!.passwordHash).not.toContain('changed1');
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$/);
  });

  it('wrong old password: 400 WRONG_PASSWORD (not 401), nothing changes, still signed in', async () => {
    const alice = await registerUser();
    const answer = await api('/auth/change-password', { body: { oldPassword: 'not-mine1', newPassword: 'changed1' }, token: alice.token });
    expectError(answer, 400, 'WRONG_PASSWORD');
    expectOk(await login(alice, alice.password));
    expectError(await login(alice, 'changed1'), 401, 'INVALID_CREDENTIALS');
    expectOk(await api('/user/me', { token: alice.token }));
  });

  it('new password of 5 or 13 characters: 400 VALIDATION_ERROR (newPassword, TOO_SHORT / TOO_LONG)', async () => {
    const alice = await registerUser();
    for (const [newPassword, reason] of [['12345', 'TOO_SHORT'], ['1234567890123', 'TOO_LONG']] as const) {
      const answer = await api('/auth/change-password', { body: { oldPassword: alice.password, newPassword }, token: alice.token });
      expectInvalid(answer, 'newPassword', reason, 'passwordLength');
    }
    expectOk(await login(alice, alice.password));
  });

  it('missing fields and injection: 400', async () => {
    const alice = await registerUser();
    expectInvalid(await api('/auth/change-password', { body: { newPassword: 'changed1' }, token: alice.token }), 'oldPassword', 'REQUIRED', 'REQUIRED');
    expectInvalid(await api('/auth/change-password', { body: { oldPassword: alice.password }, token: alice.token }), 'newPassword', 'REQUIRED', 'passwordLength');
    expectInvalid(await api('/auth/change-password', { body: { oldPassword: { $ne: null }, newPassword: 'changed1' }, token: alice.token }), 'oldPassword', 'INVALID_FORMAT');
    expectOk(await login(alice, alice.password));
  });

  it('without a valid token: 401 UNAUTHORIZED', async () => {
    expectError(await api('/auth/change-password', { body: { oldPassword: 'secret12', newPassword: 'changed1' } }), 401, 'UNAUTHORIZED');
    expectError(await api('/auth/change-password', { body: { oldPassword: 'secret12', newPassword: 'changed1' }, token: 'garbage' }), 401, 'UNAUTHORIZED');
  });
});

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
    const bob = bystander;
    expectError(await api('/auth/send-otp-email', { body: { email: bob.email }, token: alice.token }), 400, 'WRONG_EMAIL');
    expectError(await api('/auth/send-otp-email', { body: { email: freshEmail() }, token: alice.token }), 400, 'WRONG_EMAIL');
    expect(await otpRow(bob.email, 'email-old')).toBeNull();
    // Own address in another case is the own address.
    expectOk(await api('/auth/send-otp-email', { body: { email: alice.email.toUpperCase() }, token: alice.token }));
  });

  it('send-otp-email-new refuses a taken address (409 EMAIL_TAKEN), also the own one', async () => {
    const alice = await registerUser();
    const bob = bystander;
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
    const bob = bystander;
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
    const bob = bystander;
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
    const bob = bystander;
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
    const bob = bystander;
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

describe.concurrent('POST /auth/send-otp-delete-group', () => {
  async function insertGroup(owner: string, members: string[]) {
    const db = await testDb();
    const result = await db.collection('chats').insertOne({
      type: 'group',
      name: uniqueName('group'),
      members: [owner, ...members].map((id) => new ObjectId(id)),
      owner: new ObjectId(owner),
      admins: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return String(result.insertedId);
  }

  it('mails the owner a code for their own address', async () => {
    const owner = await registerUser();
    const groupId = await insertGroup(owner.id, []);
    const otp = await requestCode('/auth/send-otp-delete-group', { email: owner.email, groupId }, owner.token);
    expect(otp).toMatch(/^\d{6}$/);
    const row = await otpRow(owner.email, 'delete-group');
    expect(row).not.toBeNull();
    expect(row!.codeHash).not.toContain(otp);
  });

  it('a member who is not the owner (even an admin): 403 FORBIDDEN', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    const groupId = await insertGroup(owner.id, [member.id]);
    await (await testDb()).collection('chats').updateOne({ _id: new ObjectId(groupId) }, { $set: { admins: [new ObjectId(member.id)] } });
    expectError(await api('/auth/send-otp-delete-group', { body: { email: member.email, groupId }, token: member.token }), 403, 'FORBIDDEN');
    expect(await otpRow(member.email, 'delete-group')).toBeNull();
  });

  it('the owner with somebody else\'s address: 400 WRONG_EMAIL', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const groupId = await insertGroup(owner.id, [other.id]);
    expectError(await api('/auth/send-otp-delete-group', { body: { email: other.email, groupId }, token: owner.token }), 400, 'WRONG_EMAIL');
  });

  it('unknown group: 404 NOT_FOUND (group); a one-to-one chat is not a group', async () => {
    const owner = await registerUser();
    expectNotFound(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: new ObjectId().toHexString() }, token: owner.token }), 'group');
    const db = await testDb();
    const single = await db.collection('chats').insertOne({ type: 'single', members: [new ObjectId(owner.id)], owner: new ObjectId(owner.id), admins: [] });
    expectNotFound(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: String(single.insertedId) }, token: owner.token }), 'group');
  });

  it('bad group id, missing fields, injection: 400; no token: 401', async () => {
    const owner = await registerUser();
    const groupId = await insertGroup(owner.id, []);
    expectError(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: 'nope' }, token: owner.token }), 400, 'VALIDATION_ERROR');
    expectError(await api('/auth/send-otp-delete-group', { body: { email: owner.email }, token: owner.token }), 400, 'VALIDATION_ERROR');
    expectBadInput(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: { $ne: null } }, token: owner.token }));
    expectInvalid(await api('/auth/send-otp-delete-group', { body: { groupId }, token: owner.token }), 'email', 'REQUIRED', 'emailRequired');
    expectError(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId } }), 401, 'UNAUTHORIZED');
  });

  it('keeps the 60 s rule', async () => {
    const owner = await registerUser();
    const groupId = await insertGroup(owner.id, []);
    expectOk(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId }, token: owner.token }));
    const again = await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId }, token: owner.token });
    expectError(again, 429, 'OTP_TOO_SOON');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
