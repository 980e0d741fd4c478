import type { Locale } from '@/lib/i18n/locales';
import { PushSubscription, type PushSubscriptionDoc } from '@/models/PushSubscription';
import { forgetSubscription } from './delete-subscriptions';
import { testPayload } from './push-payload';
import { sendWebPush } from './send-web-push';

/**
 * POST /push/test: a real push to each of the caller's devices, sent now (not queued: the person
 * is waiting to see it). Answers how many the push services took; gone subscriptions are removed.
 */
export async function sendTestPush(opts: { userId: string; lang: Locale }) {
  const subscriptions = await PushSubscription.find({ userId: opts.userId }, { endpoint: 1, keys: 1 }).lean<PushSubscriptionDoc[]>();
  const payload = JSON.stringify(testPayload(opts.lang));
  const outcomes = await Promise.all(
    subscriptions.map(async (sub) => {
      const outcome = await sendWebPush({ endpoint: sub.endpoint, keys: sub.keys }, payload, { ttl: 60, urgency: 'normal', topic: 'test' });
      if (outcome.ok) await PushSubscription.updateOne({ _id: sub._id }, { $set: { lastSuccessAt: new Date() } }, { timestamps: false });
      else if (outcome.gone) await forgetSubscription(String(sub._id));
      return outcome.ok;
    }),
  );
  return { sent: outcomes.filter(Boolean).length };
}
