import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';

/** POST /user/my-stickers {name}. */
export async function createStickerSet(opts: { user: UserDoc; name: string }) {
  const stickerSet = await StickerSet.create({ owner: opts.user._id, name: opts.name, stickers: [] });
  return { stickerSet: stickerSet.toJSON() };
}
