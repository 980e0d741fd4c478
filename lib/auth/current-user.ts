import mongoose from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { User, type UserDoc } from '@/models/User';
import { bearerToken, verifyUserToken } from './jwt';

/** The signed-in user of a request (a valid token of an existing account), or 401 UNAUTHORIZED. */
export async function requireUser(authorization: string | null): Promise<UserDoc> {
  const token = bearerToken(authorization);
  const userId = token ? verifyUserToken(token) : undefined;
  // A signed subject that is not an ObjectId is no session either (not a 400 from the cast).
  if (!userId || !mongoose.isObjectIdOrHexString(userId)) throw new ApiError('UNAUTHORIZED');
  const user = await User.findById(userId).lean<UserDoc>();
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
}
