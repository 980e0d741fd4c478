import { ApiError } from '@/lib/api/errors';
import { User, type UserDoc } from '@/models/User';
import { bearerToken, verifyUserToken } from './jwt';

/** The signed-in user of a request (a valid token of an existing account), or 401 UNAUTHORIZED. */
export async function requireUser(authorization: string | null): Promise<UserDoc> {
  const token = bearerToken(authorization);
  const userId = token ? verifyUserToken(token) : undefined;
  if (!userId) throw new ApiError('UNAUTHORIZED');
  const user = await User.findById(userId).lean<UserDoc>();
  if (!user) throw new ApiError('UNAUTHORIZED');
  return user;
}
