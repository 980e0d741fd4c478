import { ApiError } from '@/lib/errors/api-error';
import { env } from '@/lib/env';
import { hit, resetHits } from '@/lib/util/rate-limit';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts one try of a password under `key` (login: address and name; change-password: the
 * account): LOGIN_MAX_FAILURES per 15 minutes, then 429 with Retry-After. The try is counted
 * before the password is compared, in one atomic step (rate-limit.ts): a burst of concurrent
 * tries gets no more compares than the limit. A right password clears the count (passwordTried).
 */
export async function countPasswordTry(key: string): Promise<PasswordTry> {
  const attempt = await hit(key, env().LOGIN_MAX_FAILURES, WINDOW_MS);
  if (!attempt.allowed) throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: attempt.retryAfterSeconds });
  return { key, count: attempt.count };
}

/** One counted try: its key and the count it saw. */
export interface PasswordTry {
  key: string;
  count: number;
}

/**
 * The password was right: its earlier wrong tries no longer count. Tries counted while it was
 * being compared still do (a burst racing the right password gets no extra compares).
 */
export const passwordTried = (tried: PasswordTry): Promise<void> => resetHits(tried.key, tried.count);
