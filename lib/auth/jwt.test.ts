import jwt from 'jsonwebtoken';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUserToken, verifyUserToken } from './jwt';

// The verified tokens a process keeps must answer exactly as jwt.verify would.
const SECRET = 'a-secret-of-the-unit-test-0123456789';
beforeAll(() => {
  process.env.JWT_SECRET = SECRET;
});
afterEach(() => vi.useRealTimers());

const session = { sessionVersion: 3, sessionId: 'abc' };

describe('user tokens, verified once and kept', () => {
  it('answer the same claims on a second use', () => {
    const token = signUserToken('64b7f0c2a1b2c3d4e5f60718', session);
    const first = verifyUserToken(token);
    expect(first).toEqual({ userId: '64b7f0c2a1b2c3d4e5f60718', ...session });
    expect(verifyUserToken(token)).toEqual(first);
  });

  it('refuse a kept token from the second its expiry names', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00.000Z') });
    const token = jwt.sign({ sv: 0, sid: 's' }, SECRET, { algorithm: 'HS256', subject: '64b7f0c2a1b2c3d4e5f60719', audience: 'user', expiresIn: 30 });
    expect(verifyUserToken(token)?.userId).toBe('64b7f0c2a1b2c3d4e5f60719');
    vi.setSystemTime(new Date('2026-11-27T10:00:29.999Z'));
    expect(verifyUserToken(token)?.userId).toBe('64b7f0c2a1b2c3d4e5f60719');
    vi.setSystemTime(new Date('2026-11-27T10:00:30.000Z'));
    expect(verifyUserToken(token)).toBeUndefined();
  });

  it('verify afresh a token that differs from a kept one by a byte', () => {
    const token = signUserToken('64b7f0c2a1b2c3d4e5f6071a', session);
    expect(verifyUserToken(token)).toBeDefined();
    const [head, body, signature] = token.split('.');
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyUserToken(`${head}.${body}.${flipped}`)).toBeUndefined();
    const otherBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: '64b7f0c2a1b2c3d4e5f6071b' })).toString('base64url');
    expect(verifyUserToken(`${head}.${otherBody}.${signature}`)).toBeUndefined();
  });

  it('refuse a token for another audience or signed with another secret', () => {
    const admin = jwt.sign({}, SECRET, { algorithm: 'HS256', subject: 'badge-admin', audience: 'badge-admin', expiresIn: '1h' });
    expect(verifyUserToken(admin)).toBeUndefined();
    const forged = jwt.sign({ sv: 0 }, 'another-secret-of-sixteen-chars', { algorithm: 'HS256', subject: '64b7f0c2a1b2c3d4e5f6071c', audience: 'user', expiresIn: '1h' });
    expect(verifyUserToken(forged)).toBeUndefined();
  });
});
