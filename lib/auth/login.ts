import { ApiError } from '@/lib/errors/api-error';
import { toOwnUser } from '@/lib/users/public-user';
import { User, type UserDoc } from '@/models/User';
import { newSessionId, signUserToken } from './jwt';
import { verifyPassword } from './password';
import { countPasswordTry, passwordTried } from './password-tries';

/**
 * Checks the password; LOGIN_MAX_FAILURES tries from one address for one name per 15 minutes,
 * then 429 (password-tries.ts). A success clears the count.
 */
export async function login(opts: { username: string; password: string; ip: string }) {
  const usernameLower = opts.username.toLowerCase();
  const key = `login:${opts.ip}:${usernameLower}`;
  const tried = await countPasswordTry(key);
  const user = await User.findOne({ usernameLower }).select('+passwordHash').lean<UserDoc & { passwordHash: string }>();
  if (!user || user.role === 'support' || !(await verifyPassword(opts.password, user.passwordHash))) {
    throw new ApiError('INVALID_CREDENTIALS');
  }
  await passwordTried(tried);
  const id = String(user._id);
  return { token: signUserToken(id, { sessionVersion: user.sessionVersion ?? 0, sessionId: newSessionId() }), user: toOwnUser(user) };
}
