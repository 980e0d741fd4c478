import { z } from 'zod';
import { documentIds } from './common';

// The user's own sticker sets (lib/stickers/).

export const stickerSchema = z.object({
  ...documentIds,
  url: z.string().min(1),
  title: z.string(),
});

/** A set of GET /user/my-stickers, oldest first. */
export const stickerSetSchema = z.object({
  ...documentIds,
  name: z.string(),
  stickers: z.array(stickerSchema),
});
export type StickerSet = z.infer<typeof stickerSetSchema>;

/** GET /user/my-stickers and DELETE of a set: the caller's sets. */
export const stickerSetListAnswer = z.object({ stickerSets: z.array(stickerSetSchema) });
export type StickerSetListAnswer = z.infer<typeof stickerSetListAnswer>;

/** Creating or renaming a set, adding or removing a sticker: the changed set. */
export const stickerSetAnswer = z.object({ stickerSet: stickerSetSchema });
export type StickerSetAnswer = z.infer<typeof stickerSetAnswer>;
