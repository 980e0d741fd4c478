import { notFound } from '@/lib/errors/api-error';
import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';
import { listStickerSets } from './list-sticker-sets';

/** DELETE /user/my-stickers/{setId}: answers the sets that remain. */
export async function deleteStickerSet(opts: { user: UserDoc; setId: string }) {
  const { deletedCount } = await StickerSet.deleteOne({ _id: opts.setId, owner: opts.user._id });
  if (deletedCount === 0) throw notFound('stickerSet');
  return listStickerSets({ user: opts.user });
}
