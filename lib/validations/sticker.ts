import { z } from 'zod';
import { storedNameFromUrl } from '@/lib/files/upload-url';
import { isBuiltinStickerUrl } from '@/lib/stickers/builtin-urls';
import { langSchema, requiredString } from './common';
import { issue, missingOr, notFoundIssue } from './issue';
import { STICKER_SET_NAME_MAX, STICKER_TITLE_MAX } from '@/lib/contract/limits';

// SPEC.md section 5: set name not empty after trimming, max 40; title optional, max 50; the
// sticker is an uploaded file (images, mp4, webm, ogg) or a built-in sticker, named by its URL.

/** A set's or a sticker's id in a path: anything that is not an ObjectId names nothing. */
const stickerPathId = (resource: 'stickerSet' | 'sticker') =>
  z.string({ error: notFoundIssue(resource) }).regex(/^[0-9a-fA-F]{24}$/, { error: notFoundIssue(resource) });
export const stickerSetPathIdSchema = stickerPathId('stickerSet');
export const stickerPathIdSchema = stickerPathId('sticker');


export const stickerSetNameSchema = z.object({ name: requiredString(STICKER_SET_NAME_MAX), lang: langSchema });

export const addStickerSchema = z.object({
  url: z
    .string({ error: missingOr('fileUrlInvalid') })
    .trim()
    .max(500, { error: issue('TOO_LONG', 'fileUrlInvalid') })
    .refine((v) => storedNameFromUrl(v) !== undefined || isBuiltinStickerUrl(v), { error: issue('INVALID_FORMAT', 'fileUrlInvalid') }),
  title: z
    .string({ error: 'VALIDATION_ERROR' })
    .trim()
    .max(STICKER_TITLE_MAX, { error: issue('TOO_LONG') })
    .nullish()
    .transform((v) => v ?? ''),
  lang: langSchema,
});

export type AddStickerInput = z.infer<typeof addStickerSchema>;
