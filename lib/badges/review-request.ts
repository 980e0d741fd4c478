import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { BadgeRequest } from '@/models/BadgeRequest';
import { grantVerified, revokeVerified } from './verified-badge';

/**
 * Moves a request along its one allowed path, atomically: pending → approved | rejected, and
 * approved → removed. Anything else is 409 INVALID_STATE (rejected and removed are final).
 */
async function transition(id: string, from: 'pending' | 'approved', to: 'approved' | 'rejected' | 'removed', note: string) {
  if (!mongoose.isValidObjectId(id)) throw notFound('badgeRequest');
  const updated = await BadgeRequest.findOneAndUpdate({ _id: id, status: from }, { $set: { status: to, note } }, { returnDocument: 'after' });
  if (updated) return updated;
  if (!(await BadgeRequest.exists({ _id: id }))) throw notFound('badgeRequest');
  throw new ApiError('INVALID_STATE');
}

export async function reviewBadgeRequest(opts: { id: string; status: 'approved' | 'rejected'; note?: string }) {
  const request = await transition(opts.id, 'pending', opts.status, opts.note ?? '');
  if (opts.status === 'approved') await grantVerified(request);
  return request.toJSON();
}

export async function removeBadge(opts: { id: string; note: string }) {
  const request = await transition(opts.id, 'approved', 'removed', opts.note);
  await revokeVerified(request);
  return request.toJSON();
}
