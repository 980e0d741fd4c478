import { notFound } from '@/lib/api/errors';
import { withKeyLock } from '@/lib/util/keyed-lock';
import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';

/** PATCH /user/my-stickers/{setId} {name}. Queued with sticker changes: FerretDB rewrites the whole document. */
export async function renameStickerSet(opts: { user: UserDoc; setId: string; name: string }) {
  const stickerSet = await withKeyLock(`stickerSet:${opts.setId}`, () =>
    StickerSet.findOneAndUpdate({ _id: opts.setId, owner: opts.user._id }, { $set: { name: opts.name } }, { returnDocument: 'after' }),
  );
  if (!stickerSet) throw notFound('stickerSet');
  return { stickerSet: stickerSet.toJSON() };
}
