import type { Types } from 'mongoose';
import { ApiError, notFound } from '@/lib/api/errors';
import { withKeyLock } from '@/lib/util/keyed-lock';
import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';

const ATTEMPTS = 5;

/**
 * DELETE /user/my-stickers/{setId}/{stickerId}. FerretDB v1's `$pull` removes only elements
 * equal to the value given, so `$pull: { stickers: { _id } }` matches, reports a modification
 * and removes nothing there (tested). The small array is rewritten instead: queued per set in
 * this process (FerretDB's conditional updates are not atomic, keyed-lock.ts) and guarded by
 * `__v` for several processes on MongoDB, where a lost race is retried.
 */
export async function removeSticker(opts: { user: UserDoc; setId: string; stickerId: string }) {
  return withKeyLock(`stickerSet:${opts.setId}`, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
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
      if (stickerSet) return { stickerSet: stickerSet.toJSON() };
    }
    throw new ApiError('INVALID_STATE');
  });
}
