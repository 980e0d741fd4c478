import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import type { IceServer } from '@/lib/contract/answers';

// Time-limited TURN credentials in the TURN REST form that coturn checks with `use-auth-secret`:
// the username is `<unix expiry>:<user id>` and the password base64(HMAC-SHA1(secret, username)),
// so the TURN server needs no account list, only the shared TURN_SECRET, and a credential that
// leaked stops working when it expires.

/** How long a credential is valid; the client fetches new ones well before (lib/client/use-config.ts). */
export const TURN_CREDENTIAL_SECONDS = 12 * 60 * 60;

/** The TURN entry for this user, or undefined when TURN_URLS and TURN_SECRET are not set. */
export function turnServer(userId: string, nowMs = Date.now()): IceServer | undefined {
  const { TURN_URLS, TURN_SECRET } = env();
  if (!TURN_URLS || !TURN_SECRET) return undefined;
  const urls = TURN_URLS.split(',').map((url) => url.trim()).filter(Boolean);
  const username = `${Math.floor(nowMs / 1000) + TURN_CREDENTIAL_SECONDS}:${userId}`;
  const credential = createHmac('sha1', TURN_SECRET).update(username).digest('base64');
  return { urls, username, credential };
}
