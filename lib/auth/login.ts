import { ApiError } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { toPublicUser } from '@/lib/users/public-user';
import { hit, resetHits } from '@/lib/util/rate-limit';
import { User, type UserDoc } from '@/models/User';
import { newSessionId, signUserToken } from './jwt';
import { verifyPassword } from './password';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks the password; LOGIN_MAX_FAILURES tries from one address for one name per 15 minutes,
 * then 429. The try is counted before the password is compared, in one atomic step (rate-limit.ts):
 * a burst of concurrent tries gets no more compares than the limit. A success clears the count.
 */
export async function login(opts: { username: string; password: string; ip: string }) {
  const usernameLower = opts.username.toLowerCase();
  const key = `login:${opts.ip}:${usernameLower}`;
  const attempt = await hit(key, env().LOGIN_MAX_FAILURES, FAILURE_WINDOW_MS);
  if (!attempt.allowed) throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: attempt.retryAfterSeconds });
  const user = await User.findOne({ usernameLower }).select('+passwordHash').lean<UserDoc & { passwordHash: string }>();
  if (!user || user.role === 'support' || !(await verifyPassword(opts.password, user.passwordHash))) {
    throw new ApiError('INVALID_CREDENTIALS');
  }
  await resetHits(key);
  const id = String(user._id);
  return { token: signUserToken(id, { sessionVersion: user.sessionVersion ?? 0, sessionId: newSessionId() }), user: toPublicUser(user, id) };
}
