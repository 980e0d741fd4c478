import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { ownLoopbackAddress, postFrom } from '../support/from-address';
import { expectError, expectOk, users } from '../groups/helpers';
import { adminCalls, requestBadge, storedRequest, userFields } from './helpers';

// The admin session is rate limited per address (5 tries in 15 minutes, then 429 for any code;
// a success clears the count). The lockout here is from an address of the test's own: past the
// limit even the right code is refused, and 127.0.0.1 must stay open for whatever runs next on
// the same Redis (the end-to-end admin screens).

const { adminToken, list } = adminCalls();

describe('admin authentication', () => {
  it('the admin calls refuse no token, a user token and a garbage token with 401 ADMIN_AUTH_REQUIRED', async () => {
    const [user] = await users(1);
    const { id } = await requestBadge(user, userFields(user));
    const forged = jwt.sign({}, 'not-the-server-secret', { algorithm: 'HS256', subject: 'badge-admin', audience: 'badge-admin', expiresIn: '1h' });
    // (api() sends no Authorization header for an empty token)
    for (const token of ['', user.token, 'garbage', forged]) {
      expectError(await api('/badge-request?status=all', { token }), 401, 'ADMIN_AUTH_REQUIRED');
      expectError(await api(`/badge-request/${id}`, { method: 'PATCH', token, body: { status: 'approved' } }), 401, 'ADMIN_AUTH_REQUIRED');
      expectError(await api(`/badge-request/${id}/remove-badge`, { token, body: { note: 'fake' } }), 401, 'ADMIN_AUTH_REQUIRED');
    }
    expectError(await api('/badge-request', { headers: { authorization: `Basic ${adminToken()}` } }), 401, 'ADMIN_AUTH_REQUIRED');
    expect((await storedRequest(id))!.status).toBe('pending');
    // nor is the admin token a user's session
    expect((await api('/user/me', { token: adminToken() })).status).toBe(401);
  });
});

describe('admin session', () => {
  it('the right code opens a session; wrong codes 403, from the 6th try 429 for any code; issued tokens keep working', async () => {
    const address = ownLoopbackAddress();
    const session = (code: string) => postFrom(address, '/badge-request/admin-session', { code });
    const opened = expectOk(await session(inject('adminCode')));
    expect(typeof opened.adminToken).toBe('string');
    expectOk(await list({}, opened.adminToken));
    for (let i = 1; i <= 5; i++) expectError(await session(`wrong-${i}`), 403, 'WRONG_ADMIN_CODE');
    expectError(await session('wrong-6'), 429, 'TOO_MANY_REQUESTS');
    const locked = await session(inject('adminCode'));
    expectError(locked, 429, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Sessions opened before the lockout go on.
    expectOk(await list({}, opened.adminToken));
    expectOk(await list({}, adminToken()));
  });
});
