import { notFound } from '@/lib/errors/api-error';
import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';

/** The caller's set, or 404 NOT_FOUND: another user's set looks exactly like a missing one. */
export async function getOwnStickerSet(opts: { user: UserDoc; setId: string }) {
  const set = await StickerSet.findOne({ _id: opts.setId, owner: opts.user._id });
  if (!set) throw notFound('stickerSet');
  return set;
}
