import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import { signAdminToken } from '@/lib/auth/jwt';
import { env } from '@/lib/env';
import { assertUnderLimit, recordHit } from '@/lib/util/rate-limit';

const MAX_WRONG = 5;
const WINDOW_MS = 15 * 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Exchanges the admin code for an admin token (API.md: the code is checked here, never in the
 * browser). Five wrong codes from one address in 15 minutes: 429. No ADMIN_CODE: nobody gets in.
 */
export function openAdminSession(opts: { code: string; ip: string }): { adminToken: string } {
  const key = `admin-code:${opts.ip}`;
  assertUnderLimit(key, MAX_WRONG, WINDOW_MS);
  const expected = env().ADMIN_CODE;
  // Compare digests: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
  if (!expected || !timingSafeEqual(digest(opts.code), digest(expected))) {
    recordHit(key, WINDOW_MS);
    throw new ApiError('WRONG_ADMIN_CODE');
  }
  return { adminToken: signAdminToken() };
}
