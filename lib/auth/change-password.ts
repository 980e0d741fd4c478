import { ApiError } from '@/lib/api/errors';
import { User } from '@/models/User';
import { hashPassword, verifyPassword } from './password';

export async function changePassword(opts: { userId: string; oldPassword: string; newPassword: string }) {
  const user = await User.findById(opts.userId).select('+passwordHash').lean<{ passwordHash: string }>();
  if (!user) throw new ApiError('UNAUTHORIZED');
  // 400, not 401: a wrong old password must not log the user out (API.md).
  if (!(await verifyPassword(opts.oldPassword, user.passwordHash))) throw new ApiError('WRONG_PASSWORD');
  await User.updateOne({ _id: opts.userId }, { $set: { passwordHash: await hashPassword(opts.newPassword) } });
}
