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

/** Gives the user or group the blue check (once). */
export async function grantVerified(target: Target): Promise<void> {
  const found = targetModel(target);
  if (!found) return;
  await found.model.updateOne({ _id: found.id, 'specialBadges.type': { $ne: 'verified' } }, { $push: { specialBadges: VERIFIED_BADGE } });
}

/**
 * Takes the blue check away. The small badge list is rewritten rather than pulled by condition:
 * FerretDB v1's $pull only removes elements equal to the value given (DESIGN.md).
 */
export async function revokeVerified(target: Target): Promise<void> {
  const found = targetModel(target);
  if (!found) return;
  const doc = await found.model.findById(found.id, { specialBadges: 1 }).lean();
  if (!doc) return;
  const kept = (doc.specialBadges ?? []).filter((b) => b.type !== 'verified');
  await found.model.updateOne({ _id: found.id }, { $set: { specialBadges: kept } });
}
