import mongoose from 'mongoose';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';

export const VERIFIED_BADGE = { type: 'verified', icon: 'verified', label: 'Verified', color: '#1d9bf0', expiresAt: null };

type Target = { badgeType: 'user' | 'group'; userId?: string | null; groupId?: string | null };

function targetModel(target: Target) {
  const id = target.badgeType === 'user' ? target.userId : target.groupId;
  if (!id || !mongoose.isValidObjectId(id)) return undefined;
  return { id, model: (target.badgeType === 'user' ? User : Chat) as typeof User };
}

/** Gives the user or group the blue check, once: one update whose filter says "not verified yet". */
export async function grantVerified(target: Target): Promise<void> {
  const found = targetModel(target);
  if (!found) return;
  await found.model.updateOne({ _id: found.id, 'specialBadges.type': { $ne: 'verified' } }, { $push: { specialBadges: VERIFIED_BADGE } });
}

/**
 * Takes the blue check away, other badges kept. FerretDB v1's `$pull` removes only elements equal
 * to the value given, so the verified badges are read first and pulled by their exact values, in
 * one update: a grant landing in between found the badge there and pushed nothing, so nothing of
 * it can be lost.
 */
export async function revokeVerified(target: Target): Promise<void> {
  const found = targetModel(target);
  if (!found) return;
  const doc = await found.model.findById(found.id, { specialBadges: 1 }).lean();
  const verified = (doc?.specialBadges ?? []).filter((b) => b.type === 'verified');
  if (verified.length) await found.model.updateOne({ _id: found.id }, { $pullAll: { specialBadges: verified } });
}
