import { describe, expect, it } from 'vitest';
import type { IssueText, Reason } from '@/lib/validations/issue';
import { api, registerUser, requestCode, uniqueName } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, freshEmail, otherCode, otpRow, registerBody, registrationCode } from './helpers';

describe.concurrent('POST /auth/send-otp (registration code)', () => {
  it('mails a 6-digit code and answers { success, message }', async () => {
    const email = freshEmail();
    const answer = await api('/auth/send-otp', { body: { email } });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    expect(typeof answer.body.message).toBe('string');
    const row = await otpRow(email, 'register');
    expect(row).not.toBeNull();
    expect(row!.attempts).toBe(0);
  });

  it('refuses a malformed e-mail with 400 VALIDATION_ERROR (email, INVALID_FORMAT)', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.test', '@example.test', 'x@.']) {
      expectInvalid(await api('/auth/send-otp', { body: { email } }), 'email', 'INVALID_FORMAT', 'emailInvalid');
    }
  });

  it('refuses a missing or empty e-mail with 400 VALIDATION_ERROR (email, REQUIRED)', async () => {
    expectInvalid(await api('/auth/send-otp', { body: {} }), 'email', 'REQUIRED', 'emailRequired');
    expectInvalid(await api('/auth/send-otp', { body: { email: '   ' } }), 'email', 'REQUIRED', 'emailRequired');
  });

  it('refuses an address already registered with 409 EMAIL_TAKEN, whatever its case', async () => {
    const alice = await registerUser();
    expectError(await api('/auth/send-otp', { body: { email: alice.email } }), 409, 'EMAIL_TAKEN');
    expectError(await api('/auth/send-otp', { body: { email: alice.email.toUpperCase() } }), 409, 'EMAIL_TAKEN');
    expect(await otpRow(alice.email, 'register')).toBeNull();
  });

  it('refuses a second code within 60 s with 429 OTP_TOO_SOON and Retry-After', async () => {
    const email = freshEmail();
    expectOk(await api('/auth/send-otp', { body: { email } }));
    const again = await api('/auth/send-otp', { body: { email } });
    expectError(again, 429, 'OTP_TOO_SOON');
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('checks validation before the 60 s rule (400 wins over 429)', async () => {
    const email = freshEmail();
    expectOk(await api('/auth/send-otp', { body: { email } }));
    expectInvalid(await api('/auth/send-otp', { body: { email: `${email}@` } }), 'email', 'INVALID_FORMAT', 'emailInvalid');
  });
});

describe.concurrent('POST /auth/register', () => {
  it('creates the account: { success, message, user } without secrets, e-mail lower-cased', async () => {
    const mixed = `${uniqueName('Mix')}@Example.TEST`;
    const otp = await requestCode('/auth/send-otp', { email: mixed });
    const body = registerBody({ email: mixed, otp, gender: 'male', birthday: '1999-01-02' });
    const answer = await api('/auth/register', { body });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    expect(typeof answer.body.message).toBe('string');
    const user = answer.body.user;
    expect(user.username).toBe(body.username);
    expect(user.email).toBe(mixed.toLowerCase());
    expect(user.gender).toBe('male');
    expect(String(user.birthday)).toMatch(/^1999-01-02/);
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(user.id).toBe(user._id);
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('usernameLower');
    expect(JSON.stringify(answer.body)).not.toContain(body.password);

    const stored = await (await testDb()).collection('users').findOne({ username: body.username });
    expect(stored!.email).toBe(mixed.toLowerCase());
    // Not in clear: a bcrypt hash of the password.
    expect(stored!.passwordHash).not.toBe(body.password);
    expect(stored!.passwordHash).not.toContain(body.password);
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$\d\d\$.{53}$/);
    // The code is used up.
    expect(await otpRow(mixed, 'register')).toBeNull();

    const login = await api('/auth/login', { body: { username: body.username, password: body.password } });
    expectOk(login);
    expect(login.body.user.email).toBe(mixed.toLowerCase());
  });

  it('stores the language given at registration', async () => {
    const { email, otp } = await registrationCode();
    const answer = await api('/auth/register', { body: registerBody({ email, otp, lang: 'zh' }) });
    expectOk(answer);
    const stored = await (await testDb()).collection('users').findOne({ email });
    expect(stored!.lang).toBe('zh');
  });

  it('accepts usernames of any script, digits, _ and . (3 to 50 characters)', async () => {
    for (const username of [`Nguyễn_Văn.${uniqueName('')}`.slice(0, 50), `李${uniqueName('')}`, uniqueName('x').slice(0, 3), `${uniqueName('l')}${'a'.repeat(39)}`]) {
      const { email, otp } = await registrationCode();
      const answer = await api('/auth/register', { body: registerBody({ username, email, otp }) });
      expectOk(answer);
      expect(answer.body.user.username).toBe(username);
    }
  });

  it('refuses malformed usernames with 400 VALIDATION_ERROR (username: TOO_SHORT, TOO_LONG or INVALID_FORMAT)', async () => {
    const { email, otp } = await registrationCode();
    const refused = [
      ['ab', 'TOO_SHORT'],
      ['has space', 'INVALID_FORMAT'],
      ['dash-name', 'INVALID_FORMAT'],
      ['semi;colon', 'INVALID_FORMAT'],
      [`${uniqueName('l')}${'a'.repeat(40)}`, 'TOO_LONG'],
      ['emoji😀x', 'INVALID_FORMAT'],
    ] as const;
    for (const [username, reason] of refused) {
      expectInvalid(await api('/auth/register', { body: registerBody({ username, email, otp }) }), 'username', reason, 'usernameInvalid');
    }
    // None of those refusals used up or burnt the code.
    expectOk(await api('/auth/register', { body: registerBody({ email, otp }) }));
  });

  it('password of 5 or 13 characters: 400 VALIDATION_ERROR (password, TOO_SHORT / TOO_LONG); 6 and 12 are accepted', async () => {
    const { email, otp } = await registrationCode();
    expectInvalid(await api('/auth/register', { body: registerBody({ email, otp, password: '12345' }) }), 'password', 'TOO_SHORT', 'passwordLength');
    expectInvalid(await api('/auth/register', { body: registerBody({ email, otp, password: '1234567890123' }) }), 'password', 'TOO_LONG', 'passwordLength');
    const six = registerBody({ email, otp, password: '123456' });
    expectOk(await api('/auth/register', { body: six }));
    expectOk(await api('/auth/login', { body: { username: six.username, password: '123456' } }));

    const second = await registrationCode();
    const twelve = registerBody({ ...second, password: '123456789012' });
    expectOk(await api('/auth/register', { body: twelve }));
    expectOk(await api('/auth/login', { body: { username: twelve.username, password: '123456789012' } }));
  });

  it('refuses a bad e-mail with 400 VALIDATION_ERROR (email, INVALID_FORMAT)', async () => {
    expectInvalid(await api('/auth/register', { body: registerBody({ email: 'nope', otp: '123456' }) }), 'email', 'INVALID_FORMAT', 'emailInvalid');
  });

  it('refuses a bad gender, an impossible or a future birthday', async () => {
    const { email, otp } = await registrationCode();
    expectInvalid(await api('/auth/register', { body: registerBody({ email, otp, gender: 'robot' }) }), 'gender', 'INVALID_FORMAT', 'genderRequired');
    for (const birthday of ['2000-13-01', 'yesterday', '2001-02-30', '2003-04-31']) {
      expectInvalid(await api('/auth/register', { body: registerBody({ email, otp, birthday }) }), 'birthday', 'INVALID_FORMAT', 'dateInvalid');
    }
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expectInvalid(await api('/auth/register', { body: registerBody({ email, otp, birthday: nextYear }) }), 'birthday', 'INVALID_FORMAT', 'dateInvalid');
    expectOk(await api('/auth/register', { body: registerBody({ email, otp, birthday: '2000-02-29' }) }));
  });

  // Each required field of register, left out: 400 VALIDATION_ERROR naming the field, REQUIRED,
  // with the text the form shows; sent blank, the reason blank input has for that field.
  const required: [field: string, text: IssueText | undefined, blank: Reason][] = [
    ['username', undefined, 'REQUIRED'],
    ['password', 'passwordLength', 'TOO_SHORT'],
    ['birthday', 'birthdayRequired', 'REQUIRED'],
    ['gender', 'genderRequired', 'INVALID_FORMAT'],
    ['email', 'emailRequired', 'REQUIRED'],
    ['otp', 'otpRequired', 'REQUIRED'],
  ];
  for (const [field, text, blankReason] of required) {
    it(`refuses a registration without ${field} (400, field ${field})`, async () => {
      const body: Record<string, unknown> = registerBody({ email: freshEmail(), otp: '123456' });
      delete body[field];
      expectInvalid(await api('/auth/register', { body }), field, 'REQUIRED', text);
      expectInvalid(await api('/auth/register', { body: { ...body, [field]: '' } }), field, blankReason, text);
    });
  }

  it('refuses a wrong code with 400 OTP_INVALID and creates nothing', async () => {
    const { email, otp } = await registrationCode();
    const body = registerBody({ email, otp: otherCode(otp) });
    expectError(await api('/auth/register', { body }), 400, 'OTP_INVALID');
    expect(await (await testDb()).collection('users').findOne({ email })).toBeNull();
    expect((await otpRow(email, 'register'))!.attempts).toBe(1);
  });

  it('refuses a code mailed to another address (400 OTP_INVALID)', async () => {
    const a = await registrationCode();
    const b = await registrationCode();
    expectError(await api('/auth/register', { body: registerBody({ email: a.email, otp: b.otp === a.otp ? otherCode(a.otp) : b.otp }) }), 400, 'OTP_INVALID');
  });

  it('refuses a taken username without regard to case (409 USERNAME_TAKEN) and keeps the code', async () => {
    const alice = await registerUser({ username: uniqueName('Case') });
    const { email, otp } = await registrationCode();
    for (const username of [alice.username, alice.username.toUpperCase(), alice.username.toLowerCase()]) {
      expectError(await api('/auth/register', { body: registerBody({ username, email, otp }) }), 409, 'USERNAME_TAKEN');
    }
    expect(await (await testDb()).collection('users').countDocuments({ email })).toBe(0);
    // The code was not used up by the refusals.
    expectOk(await api('/auth/register', { body: registerBody({ email, otp }) }));
  });

  it('refuses an address taken after the code was sent (409 EMAIL_TAKEN at register)', async () => {
    const { email, otp } = await registrationCode();
    // Somebody else takes the address meanwhile.
    const rival = await registerUser();
    const db = await testDb();
    await db.collection('users').updateOne({ _id: (await db.collection('users').findOne({ username: rival.username }))!._id }, { $set: { email } });
    const answer = await api('/auth/register', { body: registerBody({ email, otp }) });
    expectError(answer, 409, 'EMAIL_TAKEN');
    expect(await db.collection('users').countDocuments({ email })).toBe(1);
    // And with the address in another case.
    expectError(await api('/auth/register', { body: registerBody({ email: email.toUpperCase(), otp }) }), 409, 'EMAIL_TAKEN');
  });

  it('a code is good for one registration only', async () => {
    const { email, otp } = await registrationCode();
    expectOk(await api('/auth/register', { body: registerBody({ email, otp }) }));
    // Same code again, new username: the address is now taken, so the conflict answers first;
    // after freeing the address the used code still does not work.
    expectError(await api('/auth/register', { body: registerBody({ email, otp }) }), 409, 'EMAIL_TAKEN');
    await (await testDb()).collection('users').deleteOne({ email });
    expectError(await api('/auth/register', { body: registerBody({ email, otp }) }), 400, 'OTP_INVALID');
  });
});
