import type { Types } from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import { retryCompareAndSet } from '@/lib/db/compare-and-set';
import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';

/**
 * DELETE /user/my-stickers/{setId}/{stickerId}. FerretDB v1's `$pull` removes only elements
 * equal to the value given, so `$pull: { stickers: { _id } }` matches, reports a modification
 * and removes nothing there (tested). The small array is rewritten instead, on condition that
 * the set's `__v` (bumped by every change of the list) is still the one read.
 */
export async function removeSticker(opts: { user: UserDoc; setId: string; stickerId: string }) {
  return retryCompareAndSet(async () => {
    const current = await StickerSet.findOne({ _id: opts.setId, owner: opts.user._id }).lean<{
      stickers: { _id: Types.ObjectId }[];
      __v?: number;
    }>();
    if (!current) throw notFound('stickerSet');
    const remaining = current.stickers.filter((sticker) => String(sticker._id) !== opts.stickerId);
    if (remaining.length === current.stickers.length) throw notFound('sticker');
    const stickerSet = await StickerSet.findOneAndUpdate(
      { _id: opts.setId, owner: opts.user._id, __v: current.__v ?? { $exists: false } },
      { $set: { stickers: remaining }, $inc: { __v: 1 } },
      { returnDocument: 'after' },
    );
    return stickerSet ? { stickerSet: stickerSet.toJSON() } : undefined;
  });
}
