import { z } from 'zod';
import { langSchema } from './common';
import { issue, missingOr } from './issue';

// Shared by the settings screen and the push routes (API.md "Notifications"). No server imports:
// whether the server may POST to an endpoint (its allowlist) is the server's own check.

/** base64url of `bytes` bytes, padded or not (PushSubscription.toJSON() gives them unpadded) */
const base64Url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return z.string({ error: missingOr() }).regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`), { error: issue('INVALID_FORMAT') });
};

export const PUSH_LABEL_MAX = 100;
export const PUSH_ENDPOINT_MAX = 2048;

/** POST /push/subscriptions: what PushSubscription.toJSON() gives, plus a name for the device. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: missingOr() }).trim().min(1, { error: issue('REQUIRED') }).max(PUSH_ENDPOINT_MAX, { error: issue('TOO_LONG') }).url({ error: issue('INVALID_FORMAT') }),
  // p256dh: an uncompressed P-256 point; auth: 16 random bytes (RFC 8291).
  keys: z.object({ p256dh: base64Url(65), auth: base64Url(16) }, { error: missingOr() }),
  label: z.string({ error: missingOr() }).trim().max(PUSH_LABEL_MAX, { error: issue('TOO_LONG') }).optional().default(''),
  lang: langSchema,
});

/** PUT /chat/{id}/notifications */
export const chatNotificationsSchema = z.object({ muted: z.boolean({ error: missingOr() }), lang: langSchema });

/** PUT /user/notifications: either or both. */
export const userNotificationsSchema = z
  .object({ enabled: z.boolean({ error: missingOr() }).optional(), preview: z.boolean({ error: missingOr() }).optional(), lang: langSchema })
  .refine((v) => v.enabled !== undefined || v.preview !== undefined, { error: issue('REQUIRED') });

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
