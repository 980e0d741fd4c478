import { z } from 'zod';
import { isoDate, objectId } from './common';

// Web push (API.md "Notifications, mentions and the installable app").

/** The account's push settings, both on unless turned off. */
export const notificationSettingsSchema = z.object({ enabled: z.boolean(), preview: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /push/key: the server's VAPID public key (base64url). */
export const pushKeyAnswer = z.object({ publicKey: z.string().min(1) });
export type PushKeyAnswer = z.infer<typeof pushKeyAnswer>;

/** A device with push on, as its owner lists them (never the endpoint or keys). */
export const pushSubscriptionViewSchema = z.object({
  id: objectId,
  label: z.string(),
  createdAt: isoDate,
  lastSuccessAt: isoDate.nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionViewSchema>;

/** POST /push/subscriptions: the device's subscription as saved. */
export const pushSubscriptionAnswer = z.object({ subscription: pushSubscriptionViewSchema });
/** GET /push/subscriptions: the caller's devices. */
export const pushSubscriptionListAnswer = z.object({ subscriptions: z.array(pushSubscriptionViewSchema) });
export type PushSubscriptionListAnswer = z.infer<typeof pushSubscriptionListAnswer>;

/** POST /push/test: how many of the caller's devices the push service accepted a push for. */
export const pushTestAnswer = z.object({ sent: z.number() });
export type PushTestAnswer = z.infer<typeof pushTestAnswer>;
