import { ApiError } from '@/lib/errors/api-error';
import { User } from '@/models/User';
import { endOtherSessions, newSessionState } from './end-sessions';
import { hashPassword, verifyPassword } from './password';
import { countPasswordTry, passwordTried } from './password-tries';

/**
 * A new password for the signed-in user. Every other session of the account ends; the caller's
 * goes on with the fresh token answered here (API.md "Sessions"). Old passwords are tried as at
 * login (LOGIN_MAX_FAILURES per 15 minutes, per account, then 429): a session token alone, a
 * stolen one say, must not be a way to guess the password without the login's limit.
 */
export async function changePassword(opts: { userId: string; sessionId: string; oldPassword: string; newPassword: string }): Promise<{ token: string }> {
  const triesKey = `change-password:${opts.userId}`;
  const tried = await countPasswordTry(triesKey);
  const user = await User.findById(opts.userId).select('+passwordHash').lean<{ passwordHash: string }>();
  if (!user) throw new ApiError('UNAUTHORIZED');
  // 400, not 401: a wrong old password must not log the user out (API.md).
  if (!(await verifyPassword(opts.oldPassword, user.passwordHash))) throw new ApiError('WRONG_PASSWORD');
  await passwordTried(tried);
  const state = newSessionState(opts.sessionId);
  await User.updateOne({ _id: opts.userId }, { $set: { passwordHash: await hashPassword(opts.newPassword), ...state } });
  return { token: (await endOtherSessions({ userId: opts.userId, state, keep: true }))! };
}
