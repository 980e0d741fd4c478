import webpush from 'web-push';
import { processSingleton } from '@/lib/util/process-singleton';

/** The server's VAPID pair and subject (lib/startup/prepare-env.ts puts them in the environment). */
export function vapidDetails() {
  const publicKey = process.env.VAPID_PUBLIC_KEY;
  const privateKey = process.env.VAPID_PRIVATE_KEY;
  if (!publicKey || !privateKey) throw new Error('VAPID keys are not set (lib/startup/prepare-env.ts)');
  return { publicKey, privateKey, subject: process.env.VAPID_SUBJECT || 'mailto:push@chat.local' };
}

/** A signed VAPID header stays valid for 12 h; it is made again after an hour, well before. */
const JWT_LIFETIME_S = 12 * 3600;
const REUSE_FOR_MS = 3600_000;
const headers = processSingleton('vapidHeaders', () => new Map<string, { value: string; until: number }>());

/**
 * The `Authorization: vapid t=<JWT>, k=<public key>` header for a push service's origin (RFC 8292).
 * Signed once per origin and reused: signing one for every push would cost as much CPU as the
 * push's own encryption.
 */
export function vapidAuthorization(audience: string, now = Date.now()): string {
  const kept = headers.get(audience);
  if (kept && kept.until > now) return kept.value;
  const { publicKey, privateKey, subject } = vapidDetails();
  const expiration = Math.floor(now / 1000) + JWT_LIFETIME_S;
  const value = webpush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', expiration).Authorization;
  headers.set(audience, { value, until: now + REUSE_FOR_MS });
  return value;
}
