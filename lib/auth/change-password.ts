import { ApiError } from '@/lib/api/errors';
import { User } from '@/models/User';
import { endOtherSessions, newSessionState } from './end-sessions';
import { hashPassword, verifyPassword } from './password';

/**
 * A new password for the signed-in user. Every other session of the account ends; the caller's
 * goes on with the fresh token answered here (API.md "Sessions").
 */
export async function changePassword(opts: { userId: string; sessionId: string; oldPassword: string; newPassword: string }): Promise<{ token: string }> {
  const user = await User.findById(opts.userId).select('+passwordHash').lean<{ passwordHash: string }>();
  if (!user) throw new ApiError('UNAUTHORIZED');
  // 400, not 401: a wrong old password must not log the user out (API.md).
  if (!(await verifyPassword(opts.oldPassword, user.passwordHash))) throw new ApiError('WRONG_PASSWORD');
  const state = newSessionState(opts.sessionId);
  await User.updateOne({ _id: opts.userId }, { $set: { passwordHash: await hashPassword(opts.newPassword), ...state } });
  return { token: (await endOtherSessions({ userId: opts.userId, state, keep: true }))! };
}
