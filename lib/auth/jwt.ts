import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { env } from '@/lib/env';
import { KeptMap } from '@/lib/util/kept-map';
import { processSingleton } from '@/lib/util/process-singleton';

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
  if (cachedKey?.value !== value) {
    cachedKey = { value, key: createSecretKey(Buffer.from(value, 'utf8')) };
    verifiedTokens().forget();
  }
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
 * Tokens this process has verified, with their claims and expiry: a client sends the same token
 * with every call (each message it sends), and checking its signature again, parsing its JSON
 * included, cost more of the server's thread than anything else in the session check. Only the
 * exact string that verified is kept, so a changed byte is verified afresh; the expiry is checked
 * on every use, as jwt.verify does; a new secret forgets them all. Whether the session still
 * stands (its version) is not part of this: the caller checks it against the account each time.
 */
const verifiedTokens = () => processSingleton('verifiedUserTokens', () => new KeptMap<{ claims: VerifiedUserToken; expiresAtS: number }>(60_000, 20_000));

/**
 * The claims of a valid user token, else undefined. Tokens from before session versions carry
 * none: version 0 (what an account that never changed its password has) and no session id.
 */
export function verifyUserToken(token: string): VerifiedUserToken | undefined {
  const key = secret();
  const kept = verifiedTokens().get(token);
  // jwt.verify's rule: a token has expired from the second its `exp` names.
  if (kept) return Math.floor(Date.now() / 1000) < kept.expiresAtS ? kept.claims : undefined;
  try {
    const payload = jwt.verify(token, key, { algorithms: ['HS256'], audience: USER_AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return undefined;
    const claims = {
      userId: payload.sub,
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
      sessionId: typeof payload.sid === 'string' ? payload.sid : '',
    };
    verifiedTokens().set(token, { claims, expiresAtS: typeof payload.exp === 'number' ? payload.exp : Infinity });
    return claims;
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
