import { Types } from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import { User, type UserDoc } from '@/models/User';

export async function getUserOrThrow(userId: string | Types.ObjectId): Promise<UserDoc> {
  if (!Types.ObjectId.isValid(userId)) throw notFound('user');
  const user = await User.findById(userId).lean<UserDoc>();
  if (!user) throw notFound('user');
  return user;
}
