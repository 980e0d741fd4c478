import { PushSubscription, type PushSubscriptionDoc } from '@/models/PushSubscription';
import { toSubscriptionView } from './subscription-view';

/** GET /push/subscriptions: the caller's devices with push on, oldest first. */
export async function listSubscriptions(userId: string) {
  const docs = await PushSubscription.find({ userId }, { label: 1, createdAt: 1, lastSuccessAt: 1 }).sort({ _id: 1 }).lean<PushSubscriptionDoc[]>();
  return { subscriptions: docs.map(toSubscriptionView) };
}
