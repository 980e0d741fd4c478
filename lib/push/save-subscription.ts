import mongoose from 'mongoose';
import { invalidField } from '@/lib/errors/api-error';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';
import type { PushSubscriptionInput } from '@/lib/validations/push';
import { PushSubscription, type PushSubscriptionDoc } from '@/models/PushSubscription';
import { isAllowedPushEndpoint } from './endpoint-allowlist';
import { toSubscriptionView } from './subscription-view';

/**
 * POST /push/subscriptions: stores this device's subscription for the caller. The same endpoint
 * again updates it, and moves it to the caller if another account had registered it (a browser
 * signed out of one account and into another). Refused unless the server may POST there.
 */
export async function saveSubscription(opts: { userId: string; input: PushSubscriptionInput }) {
  const { endpoint, keys, label } = opts.input;
  if (!isAllowedPushEndpoint(endpoint)) throw invalidField('endpoint', { reason: 'NOT_ALLOWED', text: 'pushEndpointNotAllowed' });
  const saved = await raceSafeUpsert(() =>
    PushSubscription.findOneAndUpdate(
      { endpoint },
      { $set: { userId: new mongoose.Types.ObjectId(opts.userId), keys: { p256dh: keys.p256dh, auth: keys.auth }, label } },
      { upsert: true, new: true },
    ).lean<PushSubscriptionDoc>(),
  );
  return { subscription: toSubscriptionView(saved!) };
}
