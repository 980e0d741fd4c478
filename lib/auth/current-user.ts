import mongoose from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { User, type UserDoc } from '@/models/User';
import { bearerToken, verifyUserToken, type VerifiedUserToken } from './jwt';

export interface CurrentSession {
  user: UserDoc;
  /** the signed-in client's session id ('' for a token from before session ids) */
  sessionId: string;
}

/** The claims of the request's valid user token, else 401 UNAUTHORIZED. */
export function verifiedClaims(authorization: string | null): VerifiedUserToken {
  const token = bearerToken(authorization);
  const claims = token ? verifyUserToken(token) : undefined;
  // A signed subject that is not an ObjectId is no session either (not a 400 from the cast).
  if (!claims || !mongoose.isObjectIdOrHexString(claims.userId)) throw new ApiError('UNAUTHORIZED');
  return claims;
}

/** The token's account, else 401 UNAUTHORIZED (it was deleted). */
export async function findSessionUser(claims: VerifiedUserToken): Promise<UserDoc> {
  const user = await User.findById(claims.userId).lean<UserDoc>();
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
}

/** The session, unless the token was signed before the account's last password change, reset ...: 401 SESSION_ENDED. */
export function checkSessionUser(user: UserDoc, claims: VerifiedUserToken): CurrentSession {
  if ((user.sessionVersion ?? 0) !== claims.sessionVersion) throw new ApiError('SESSION_ENDED');
  return { user, sessionId: claims.sessionId };
}

/**
 * The signed-in user of a request: a valid token of an existing account, else 401 UNAUTHORIZED;
 * a token signed before the account's last password change, reset ...: 401 SESSION_ENDED.
 */
export async function requireSession(authorization: string | null): Promise<CurrentSession> {
  const claims = verifiedClaims(authorization);
  return checkSessionUser(await findSessionUser(claims), claims);
}
