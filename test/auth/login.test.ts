import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { api, registerUser, uniqueName } from '../support/api';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, serverJwtSecret } from './helpers';

describe.concurrent('POST /auth/login', () => {
  it('answers { token, user } for the right password; the token opens /user/me', async () => {
    const alice = await registerUser();
    const answer = await api('/auth/login', { body: { username: alice.username, password: alice.password } });
    expectOk(answer);
    expect(typeof answer.body.token).toBe('string');
    expect(answer.body.token.split('.')).toHaveLength(3);
    expect(answer.body.user.id).toBe(alice.id);
    expect(answer.body.user._id).toBe(alice.id);
    expect(answer.body.user.username).toBe(alice.username);
    expect(answer.body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(answer.body)).not.toContain(alice.password);
    const me = await api('/user/me', { token: answer.body.token });
    expectOk(me);
    expect(me.body.user.id).toBe(alice.id);
  });

  it('finds the user without regard to the case of the username', async () => {
    const bob = await registerUser({ username: uniqueName('Bob') });
    const upper = await api('/auth/login', { body: { username: bob.username.toUpperCase(), password: bob.password } });
    expectOk(upper);
    expect(upper.body.user.id).toBe(bob.id);
    // The password, however, is case-sensitive.
    expectError(await api('/auth/login', { body: { username: bob.username, password: bob.password.toUpperCase() } }), 401, 'INVALID_CREDENTIALS');
  });

  it('unknown user: 401 INVALID_CREDENTIALS', async () => {
    expectError(await api('/auth/login', { body: { username: uniqueName('nobody'), password: 'secret12' } }), 401, 'INVALID_CREDENTIALS');
  });

  it('wrong password: 401 INVALID_CREDENTIALS, the same answer as an unknown user', async () => {
    const carol = await registerUser();
    const wrong = await api('/auth/login', { body: { username: carol.username, password: 'wrong-pass' } });
    expectError(wrong, 401, 'INVALID_CREDENTIALS');
    const unknown = await api('/auth/login', { body: { username: uniqueName('nobody'), password: 'wrong-pass' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses missing, empty and over-long fields with 400', async () => {
    expectInvalid(await api('/auth/login', { body: { password: 'secret12' } }), 'username', 'REQUIRED', 'REQUIRED');
    expectInvalid(await api('/auth/login', { body: { username: 'someone' } }), 'password', 'REQUIRED', 'REQUIRED');
    expectInvalid(await api('/auth/login', { body: { username: '  ', password: 'secret12' } }), 'username', 'REQUIRED', 'REQUIRED');
    expectInvalid(await api('/auth/login', { body: { username: 'someone', password: '' } }), 'password', 'REQUIRED', 'REQUIRED');
    expectInvalid(await api('/auth/login', { body: { username: 'a'.repeat(51), password: 'secret12' } }), 'username', 'TOO_LONG', 'TOO_LONG');
    expectInvalid(await api('/auth/login', { body: { username: 'someone', password: 'p'.repeat(51) } }), 'password', 'TOO_LONG', 'TOO_LONG');
  });

  it('refuses operator injection with 400, never 500, and never logs in', async () => {
    const dave = await registerUser();
    const attempts = [
      { username: { $gt: '' }, password: dave.password },
      { username: { $ne: null }, password: dave.password },
      { username: dave.username, password: { $ne: null } },
      { username: dave.username, password: { $gt: '' } },
      { username: [dave.username], password: dave.password },
      { username: dave.username, password: 12345678 },
    ];
    for (const body of attempts) {
      const answer = await api('/auth/login', { body });
      expectInvalid(answer, typeof body.username === 'string' ? 'password' : 'username', 'INVALID_FORMAT');
      expect(answer.body.token).toBeUndefined();
    }
  });

  it('the support account cannot log in', async () => {
    expectError(await api('/auth/login', { body: { username: 'support', password: 'secret12' } }), 401, 'INVALID_CREDENTIALS');
  });
});

describe.concurrent('login rate limit', () => {
  it('after 10 wrong passwords for one username: 429 TOO_MANY_REQUESTS, even with the right one; others unaffected', async () => {
    const victim = await registerUser({ username: uniqueName('Vic') });
    const bystander = await registerUser();
    for (let i = 0; i < 10; i += 1) {
      expectError(await api('/auth/login', { body: { username: victim.username, password: `wrong${i}x` } }), 401, 'INVALID_CREDENTIALS');
    }
    const limited = await api('/auth/login', { body: { username: victim.username, password: victim.password } });
    expectError(limited, 429, 'TOO_MANY_REQUESTS');
    expect(limited.body.token).toBeUndefined();
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // The limit is per username, without regard to case ...
    expectError(await api('/auth/login', { body: { username: victim.username.toUpperCase(), password: victim.password } }), 429, 'TOO_MANY_REQUESTS');
    // ... and other usernames (from the same address) log in as usual.
    expectOk(await api('/auth/login', { body: { username: bystander.username, password: bystander.password } }));
    expectError(await api('/auth/login', { body: { username: bystander.username, password: 'wrong-pass' } }), 401, 'INVALID_CREDENTIALS');
    // A token the victim already holds keeps working.
    expectOk(await api('/user/me', { token: victim.token }));
  });

  it('a successful login clears the count of wrong passwords', async () => {
    const erin = await registerUser();
    for (let i = 0; i < 9; i += 1) {
      expectError(await api('/auth/login', { body: { username: erin.username, password: 'wrong-pass' } }), 401, 'INVALID_CREDENTIALS');
    }
    expectOk(await api('/auth/login', { body: { username: erin.username, password: erin.password } }));
    for (let i = 0; i < 9; i += 1) {
      expectError(await api('/auth/login', { body: { username: erin.username, password: 'wrong-pass' } }), 401, 'INVALID_CREDENTIALS');
    }
    expectOk(await api('/auth/login', { body: { username: erin.username, password: erin.password } }));
  });
});

describe.concurrent('tokens on GET /user/me', () => {
  it('no token: 401 UNAUTHORIZED', async () => {
    expectError(await api('/user/me'), 401, 'UNAUTHORIZED');
  });

  it('garbage or malformed Authorization: 401 UNAUTHORIZED', async () => {
    const alice = await registerUser();
    for (const authorization of ['Bearer garbage', 'Bearer a.b.c', `Basic ${alice.token}`, alice.token, 'Bearer ', `Bearer ${alice.token}x`, `Bearer ${alice.token.slice(0, -2)}`]) {
      expectError(await api('/user/me', { headers: { authorization } }), 401, 'UNAUTHORIZED');
    }
    // The same token, well formed, works (so the refusals above are about the header only).
    expectOk(await api('/user/me', { headers: { authorization: `Bearer ${alice.token}` } }));
  });

  it('expired token: 401 UNAUTHORIZED', async () => {
    const alice = await registerUser();
    const secret = serverJwtSecret();
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, secret, { algorithm: 'HS256', subject: alice.id, audience: 'user' });
    expectError(await api('/user/me', { token: expired }), 401, 'UNAUTHORIZED');
    // Control: the same claims, not expired, are accepted (the secret and claims are right).
    const fresh = jwt.sign({}, secret, { algorithm: 'HS256', subject: alice.id, audience: 'user', expiresIn: 60 });
    expectOk(await api('/user/me', { token: fresh }));
  });

  it('forged tokens: wrong secret, alg none, admin audience, unknown user: 401', async () => {
    const alice = await registerUser();
    const secret = serverJwtSecret();
    const wrongSecret = jwt.sign({}, 'not-the-server-secret-at-all', { algorithm: 'HS256', subject: alice.id, audience: 'user', expiresIn: 60 });
    const none = jwt.sign({}, '', { algorithm: 'none', subject: alice.id, audience: 'user', expiresIn: 60 } as jwt.SignOptions);
    const admin = jwt.sign({}, secret, { algorithm: 'HS256', subject: alice.id, audience: 'badge-admin', expiresIn: 60 });
    const ghost = jwt.sign({}, secret, { algorithm: 'HS256', subject: '0123456789abcdef01234567', audience: 'user', expiresIn: 60 });
    const notAnId = jwt.sign({}, secret, { algorithm: 'HS256', subject: 'not-an-object-id', audience: 'user', expiresIn: 60 });
    for (const token of [wrongSecret, none, admin, ghost, notAnId]) {
      expectError(await api('/user/me', { token }), 401, 'UNAUTHORIZED');
    }
  });
});
