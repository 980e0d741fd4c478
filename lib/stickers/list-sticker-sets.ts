import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';

/** GET /user/my-stickers: the caller's sets, oldest first. */
export async function listStickerSets(opts: { user: UserDoc }) {
  const stickerSets = await StickerSet.find({ owner: opts.user._id }).sort({ createdAt: 1, _id: 1 });
  return { stickerSets: stickerSets.map((set) => set.toJSON()) };
}
