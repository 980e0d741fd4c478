import { Types } from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { User, type UserDoc } from '@/models/User';

export async function getUserOrThrow(userId: string | Types.ObjectId): Promise<UserDoc> {
  if (!Types.ObjectId.isValid(userId)) throw new ApiError('USER_NOT_FOUND');
  const user = await User.findById(userId).lean<UserDoc>();
  if (!user) throw new ApiError('USER_NOT_FOUND');
  return user;
}
