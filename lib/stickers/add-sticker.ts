import { notFound } from '@/lib/errors/api-error';
import { requireUploadedFile } from '@/lib/files/require-uploaded-file';
import type { AddStickerInput } from '@/lib/validations/sticker';
import { StickerSet } from '@/models/StickerSet';
import type { UserDoc } from '@/models/User';
import { isBuiltinStickerUrl } from './builtin-urls';
import { getOwnStickerSet } from './get-own-sticker-set';

/**
 * POST /user/my-stickers/{setId}/add {url, title}: the URL must be an uploaded image or video
 * (images, mp4, webm, ogg: SPEC.md section 5), stored as `/uploads/<name>`, or a built-in sticker. Every change
 * of the sticker list bumps `__v`, which remove-sticker uses as its version check. One update:
 * a `$push` needs no read first.
 */
export async function addSticker(opts: { user: UserDoc; setId: string; input: AddStickerInput }) {
  await getOwnStickerSet({ user: opts.user, setId: opts.setId });
  // A built-in sticker (saved from a chat) is kept by its own URL; anything else must be an upload.
  const url = isBuiltinStickerUrl(opts.input.url) ? opts.input.url : (await requireUploadedFile({ url: opts.input.url, kinds: ['image', 'video'], field: 'url' })).url;
  const stickerSet = await StickerSet.findOneAndUpdate(
    { _id: opts.setId, owner: opts.user._id },
    { $push: { stickers: { url, title: opts.input.title } }, $inc: { __v: 1 } },
    { returnDocument: 'after' },
  );
  if (!stickerSet) throw notFound('stickerSet');
  return { stickerSet: stickerSet.toJSON() };
}
