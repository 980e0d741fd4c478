import jwt from 'jsonwebtoken';
import { env } from '@/lib/env';

const USER_AUDIENCE = 'user';
const ADMIN_AUDIENCE = 'badge-admin';

function secret(): string {
  const value = env().JWT_SECRET ?? process.env.JWT_SECRET;
  if (!value) throw new Error('JWT_SECRET is not set: start the app through server.ts');
  return value;
}

export function signUserToken(userId: string): string {
  return jwt.sign({}, secret(), { algorithm: 'HS256', subject: userId, audience: USER_AUDIENCE, expiresIn: env().JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'] });
}

/** The user id of a valid user token, else undefined. */
export function verifyUserToken(token: string): string | undefined {
  try {
    const payload = jwt.verify(token, secret(), { algorithms: ['HS256'], audience: USER_AUDIENCE });
    return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : undefined;
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
