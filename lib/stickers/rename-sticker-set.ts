import { notFound } from '@/lib/errors/api-error';
import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';

/** PATCH /user/my-stickers/{setId} {name}: one update, which leaves the sticker list alone. */
export async function renameStickerSet(opts: { user: UserDoc; setId: string; name: string }) {
  const stickerSet = await StickerSet.findOneAndUpdate({ _id: opts.setId, owner: opts.user._id }, { $set: { name: opts.name } }, { returnDocument: 'after' });
  if (!stickerSet) throw notFound('stickerSet');
  return { stickerSet: stickerSet.toJSON() };
}
