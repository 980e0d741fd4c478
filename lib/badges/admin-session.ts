import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '@/lib/api/errors';
import { signAdminToken } from '@/lib/auth/jwt';
import { env } from '@/lib/env';
import { withKeyLock } from '@/lib/util/keyed-lock';
import { hit, resetHits } from '@/lib/util/rate-limit';

const MAX_TRIES = 5;
const WINDOW_MS = 15 * 60 * 1000;
/** the pause before each try of an address past the limit */
export const LOCKED_TRY_DELAY_MS = 500;

const digest = (text: string) => createHash('sha256').update(text).digest();

function isAdminCode(code: string): boolean {
  const expected = env().ADMIN_CODE;
  // Compare digests: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
  return !!expected && timingSafeEqual(digest(code), digest(expected));
}

/**
 * Exchanges the admin code for an admin token (API.md: the code is checked here, never in the
 * browser). Tries are counted per address (5 per 15 minutes). Past that a wrong code gets 429,
 * but the lockout must not lock the admin out: the right code still opens the session. Such tries
 * wait a moment and go one at a time per address (per process), which keeps guessing slow.
 * A success clears the count. No ADMIN_CODE: nobody gets in.
 */
export async function openAdminSession(opts: { code: string; ip: string }): Promise<{ adminToken: string }> {
  const key = `admin-code:${opts.ip}`;
  const attempt = await hit(key, MAX_TRIES, WINDOW_MS);
  if (attempt.allowed) {
    if (!isAdminCode(opts.code)) throw new ApiError('WRONG_ADMIN_CODE');
    await resetHits(key);
    return { adminToken: signAdminToken() };
  }
  return withKeyLock(key, async () => {
    await sleep(LOCKED_TRY_DELAY_MS);
    if (!isAdminCode(opts.code)) throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: attempt.retryAfterSeconds });
    return { adminToken: signAdminToken() };
  });
}
