import mongoose from 'mongoose';
import { withKeyLock } from '@/lib/util/keyed-lock';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';

export const VERIFIED_BADGE = { type: 'verified', icon: 'verified', label: 'Verified', color: '#1d9bf0', expiresAt: null };

type Target = { badgeType: 'user' | 'group'; userId?: string | null; groupId?: string | null };

function targetModel(target: Target) {
  const id = target.badgeType === 'user' ? target.userId : target.groupId;
  if (!id || !mongoose.isValidObjectId(id)) return undefined;
  // The lock key of the document's read-modify-write changes (lib/util/keyed-lock.ts).
  const lockKey = `${target.badgeType === 'user' ? 'user' : 'chat'}:${id}`;
  return { id, lockKey, model: (target.badgeType === 'user' ? User : Chat) as typeof User };
}

/** Gives the user or group the blue check (once). */
export async function grantVerified(target: Target): Promise<void> {
  const found = targetModel(target);
  if (!found) return;
  await withKeyLock(found.lockKey, () =>
    found.model.updateOne({ _id: found.id, 'specialBadges.type': { $ne: 'verified' } }, { $push: { specialBadges: VERIFIED_BADGE } }),
  );
}

/**
 * Takes the blue check away. The small badge list is rewritten rather than pulled by condition
 * (FerretDB v1's $pull only removes elements equal to the value given), so the read and the
 * write run under the document's lock: a grant cannot slip in between and be lost.
 */
export async function revokeVerified(target: Target): Promise<void> {
  const found = targetModel(target);
  if (!found) return;
  await withKeyLock(found.lockKey, async () => {
    const doc = await found.model.findById(found.id, { specialBadges: 1 }).lean();
    if (!doc) return;
    const kept = (doc.specialBadges ?? []).filter((b) => b.type !== 'verified');
    await found.model.updateOne({ _id: found.id }, { $set: { specialBadges: kept } });
  });
}
