import type { PushSubscriptionDoc } from '@/models/PushSubscription';

/** A subscription as its owner sees it (API.md): never the endpoint or keys. */
export const toSubscriptionView = (doc: Pick<PushSubscriptionDoc, '_id' | 'label' | 'createdAt' | 'lastSuccessAt'>) => ({
  id: String(doc._id),
  label: doc.label ?? '',
  createdAt: doc.createdAt,
  lastSuccessAt: doc.lastSuccessAt ?? null,
});
