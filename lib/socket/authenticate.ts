import mongoose from 'mongoose';
import { verifyUserToken } from '@/lib/auth/jwt';
import { User } from '@/models/User';

export type SetupResult =
  | { ok: true; userId: string; username: string; hideOnline: boolean; sessionVersion: number; sessionId: string }
  | { ok: false; code: 'UNAUTHORIZED' | 'SESSION_ENDED' };

/**
 * The account a socket's `setup` token belongs to, as for API calls: a bad token or a gone
 * account is UNAUTHORIZED, a token of a session ended by a password change ... SESSION_ENDED.
 */
export async function authenticateSetup(token: unknown): Promise<SetupResult> {
  if (typeof token !== 'string' || token.length > 2048) return { ok: false, code: 'UNAUTHORIZED' };
  const claims = verifyUserToken(token);
  if (!claims || !mongoose.isObjectIdOrHexString(claims.userId)) return { ok: false, code: 'UNAUTHORIZED' };
  const user = await User.findById(claims.userId, { username: 1, hideOnline: 1, sessionVersion: 1 }).lean();
  if (!user) return { ok: false, code: 'UNAUTHORIZED' };
  if ((user.sessionVersion ?? 0) !== claims.sessionVersion) return { ok: false, code: 'SESSION_ENDED' };
  return {
    ok: true,
    userId: claims.userId,
    username: user.username,
    hideOnline: !!user.hideOnline,
    sessionVersion: claims.sessionVersion,
    sessionId: claims.sessionId,
  };
}
