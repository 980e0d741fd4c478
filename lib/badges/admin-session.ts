import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '@/lib/errors/api-error';
import { signAdminToken } from '@/lib/auth/jwt';
import { env } from '@/lib/env';
import { hit, resetHits } from '@/lib/util/rate-limit';

const MAX_TRIES = 5;
const WINDOW_MS = 15 * 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text).digest();

function isAdminCode(code: string): boolean {
  const expected = env().ADMIN_CODE;
  // Compare digests: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
  return !!expected && timingSafeEqual(digest(code), digest(expected));
}

/**
 * Exchanges the admin code for an admin token (API.md: the code is checked here, never in the
 * browser). Tries are counted per address (5 per 15 minutes), before the code is compared. Past
 * that every try is answered 429 at once, the code not compared at all: no answer tells a right
 * code from a wrong one, so guessing stops, and no try waits behind another. (The admin at that
 * address waits out the window; other addresses are not affected.) A success clears the count.
 * No ADMIN_CODE: nobody gets in.
 */
export async function openAdminSession(opts: { code: string; ip: string }): Promise<{ adminToken: string }> {
  const key = `admin-code:${opts.ip}`;
  const attempt = await hit(key, MAX_TRIES, WINDOW_MS);
  if (!attempt.allowed) throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: attempt.retryAfterSeconds });
  if (!isAdminCode(opts.code)) throw new ApiError('WRONG_ADMIN_CODE');
  await resetHits(key, attempt.count);
  return { adminToken: signAdminToken() };
}
