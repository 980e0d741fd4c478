import { ApiError } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { toPublicUser } from '@/lib/users/public-user';
import { assertUnderLimit, recordHit, resetHits } from '@/lib/util/rate-limit';
import { User, type UserDoc } from '@/models/User';
import { signUserToken } from './jwt';
import { verifyPassword } from './password';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Checks the password; after LOGIN_MAX_FAILURES wrong tries from one address for one name: 429. */
export async function login(opts: { username: string; password: string; ip: string }) {
  const usernameLower = opts.username.toLowerCase();
  const key = `login:${opts.ip}:${usernameLower}`;
  assertUnderLimit(key, env().LOGIN_MAX_FAILURES, FAILURE_WINDOW_MS);
  const user = await User.findOne({ usernameLower }).select('+passwordHash').lean<UserDoc & { passwordHash: string }>();
  if (!user || user.role === 'support' || !(await verifyPassword(opts.password, user.passwordHash))) {
    recordHit(key, FAILURE_WINDOW_MS);
    throw new ApiError('INVALID_CREDENTIALS');
  }
  resetHits(key);
  const id = String(user._id);
  return { token: signUserToken(id), user: toPublicUser(user, id) };
}
