import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { env } from '@/lib/env';

const USER_AUDIENCE = 'user';
const ADMIN_AUDIENCE = 'badge-admin';

let cachedKey: { value: string; key: KeyObject } | undefined;

/**
 * The signing key, made once: given the secret as a string, jsonwebtoken first tries it as a
 * PEM public key on every call and catches the failure, which cost ~1.2 ms per request and per
 * socket connect; with a KeyObject a verification takes ~30 µs.
 */
function secret(): KeyObject {
  const value = env().JWT_SECRET ?? process.env.JWT_SECRET;
  if (!value) throw new Error('JWT_SECRET is not set: start the app through server.ts');
  if (cachedKey?.value !== value) cachedKey = { value, key: createSecretKey(Buffer.from(value, 'utf8')) };
  return cachedKey.key;
}

/**
 * What a user token carries besides the user id: the account's session version when it was
 * signed (a password change, a reset or a deletion changes it, which ends every token signed
 * before) and the id of the signed-in client it was given to (kept across such a change for the
 * client that made it).
 */
export interface TokenSession {
  sessionVersion: number;
  sessionId: string;
}

export interface VerifiedUserToken extends TokenSession {
  userId: string;
}

/** A random id per login: the tokens and sockets of one signed-in client share it. */
export const newSessionId = () => randomBytes(12).toString('hex');

export function signUserToken(userId: string, session: TokenSession): string {
  return jwt.sign({ sv: session.sessionVersion, sid: session.sessionId }, secret(), {
    algorithm: 'HS256',
    subject: userId,
    audience: USER_AUDIENCE,
    expiresIn: env().JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
  });
}

/**
 * The claims of a valid user token, else undefined. Tokens from before session versions carry
 * none: version 0 (what an account that never changed its password has) and no session id.
 */
export function verifyUserToken(token: string): VerifiedUserToken | undefined {
  try {
    const payload = jwt.verify(token, secret(), { algorithms: ['HS256'], audience: USER_AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return undefined;
    return {
      userId: payload.sub,
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
      sessionId: typeof payload.sid === 'string' ? payload.sid : '',
    };
  } catch {
    return undefined;
  }
}

export function signAdminToken(): string {
  return jwt.sign({}, secret(), { algorithm: 'HS256', subject: 'badge-admin', audience: ADMIN_AUDIENCE, expiresIn: '12h' });
}

export function verifyAdminToken(token: string): boolean {
  try {
    jwt.verify(token, secret(), { algorithms: ['HS256'], audience: ADMIN_AUDIENCE });
    return true;
  } catch {
    return false;
  }
}

export function bearerToken(header: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
