import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import { PushSubscription } from '@/models/PushSubscription';

/** DELETE /push/subscriptions/{id}: one of the caller's own (another's is 404, as an unknown id). */
export async function deleteSubscription(opts: { userId: string; subscriptionId: string }) {
  if (!mongoose.isValidObjectId(opts.subscriptionId)) throw notFound('subscription');
  const { deletedCount } = await PushSubscription.deleteOne({ _id: opts.subscriptionId, userId: opts.userId });
  if (!deletedCount) throw notFound('subscription');
  return { success: true };
}

/**
 * Every subscription of the account: a password change, a reset or a deletion (whoever took the
 * account over must not go on reading its messages on a lock screen).
 */
export async function deleteAllSubscriptions(userId: string): Promise<void> {
  await PushSubscription.deleteMany({ userId: new mongoose.Types.ObjectId(userId) });
}

/** The push service says the subscription is gone (404 or 410): it will never take a push again. */
export async function forgetSubscription(subscriptionId: string): Promise<void> {
  await PushSubscription.deleteOne({ _id: subscriptionId });
}
