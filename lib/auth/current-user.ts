import mongoose from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { User, type UserDoc } from '@/models/User';
import { bearerToken, verifyUserToken } from './jwt';

export interface CurrentSession {
  user: UserDoc;
  /** the signed-in client's session id ('' for a token from before session ids) */
  sessionId: string;
}

/**
 * The signed-in user of a request: a valid token of an existing account, else 401 UNAUTHORIZED;
 * a token signed before the account's last password change, reset ...: 401 SESSION_ENDED.
 */
export async function requireSession(authorization: string | null): Promise<CurrentSession> {
  const token = bearerToken(authorization);
  const claims = token ? verifyUserToken(token) : undefined;
  // A signed subject that is not an ObjectId is no session either (not a 400 from the cast).
  if (!claims || !mongoose.isObjectIdOrHexString(claims.userId)) throw new ApiError('UNAUTHORIZED');
  const user = await User.findById(claims.userId).lean<UserDoc>();
  if (!user) throw new ApiError('UNAUTHORIZED');
  if ((user.sessionVersion ?? 0) !== claims.sessionVersion) throw new ApiError('SESSION_ENDED');
  return { user, sessionId: claims.sessionId };
}
