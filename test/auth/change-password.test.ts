import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, login } from './helpers';

describe.concurrent('POST /auth/change-password', () => {
  it('changes the password: the old one fails, the new one works, the caller stays signed in with the fresh token', async () => {
    const alice = await registerUser();
    const answer = await api('/auth/change-password', { body: { oldPassword: alice.password, newPassword: 'changed1' }, token: alice.token });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    expect(typeof answer.body.message).toBe('string');
    expectError(await login(alice, alice.password), 401, 'INVALID_CREDENTIALS');
    expectOk(await login(alice, 'changed1'));
    // The token of the call is replaced by the one answered (API.md "Sessions").
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
