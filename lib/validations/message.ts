import { z } from 'zod';
import { idSchema } from './chat';
import { langSchema } from './common';
import { issue, missingOr } from './issue';
import { MAX_UPLOAD_BYTES, MESSAGE_MAX_CHARS } from '@/lib/contract/limits';

export const REACTIONS = ['👍', '❤️', '😆', '😮', '😢', '😠', '👏'] as const;
export const SENDABLE_TYPES = ['text', 'image', 'video', 'audio', 'voice', 'file', 'sticker'] as const;

/** A file the server stored: `/uploads/<name>`, possibly with the API prefix or an origin in front. */
export const uploadedFileUrl = z
  .string({ error: missingOr() })
  .max(500, { error: issue('TOO_LONG') })
  .regex(/^(https?:\/\/[^/\s]+)?(\/api)?\/uploads\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]{1,8})?$/, { error: issue('INVALID_FORMAT') });

/** A sticker: an uploaded file or one of the stickers that ship with the app under /stickers/. */
const stickerUrl = z.union([uploadedFileUrl, z.string().regex(/^\/stickers\/[A-Za-z0-9_/-]+\.(gif|webp|png|svg)$/, { error: 'VALIDATION_ERROR' })]);

const forwardInfoSchema = z
  .object({
    from: z
      .object({
        _id: z.string().max(64).optional(),
        username: z.string().max(64).optional(),
        email: z.string().max(254).optional(),
        avatar: z.string().max(500).optional(),
      })
      .optional(),
    originalMsgId: idSchema.optional(),
  })
  .optional()
  .nullable();

export const sendMessageSchema = z
  .object({
    chatId: idSchema,
    type: z.enum(SENDABLE_TYPES, { error: 'VALIDATION_ERROR' }).default('text'),
    content: z.string({ error: 'VALIDATION_ERROR' }).max(MESSAGE_MAX_CHARS, { error: issue('TOO_LONG') }).default(''),
    fileUrl: uploadedFileUrl.optional(),
    fileName: z.string({ error: 'VALIDATION_ERROR' }).max(255, { error: issue('TOO_LONG') }).optional(),
    fileType: z.string({ error: 'VALIDATION_ERROR' }).max(128, { error: issue('TOO_LONG') }).optional(),
    fileSize: z.number({ error: 'VALIDATION_ERROR' }).int().min(0).max(MAX_UPLOAD_BYTES).optional(),
    stickerUrl: stickerUrl.optional(),
    replyTo: idSchema.optional().nullable(),
    isForwarded: z.boolean({ error: 'VALIDATION_ERROR' }).optional(),
    forwardInfo: forwardInfoSchema,
    /** the client's own name for this send: a retry with it answers the stored message */
    clientId: z.string({ error: 'VALIDATION_ERROR' }).min(1, { error: 'VALIDATION_ERROR' }).max(64, { error: 'VALIDATION_ERROR' }).optional(),
    lang: langSchema,
  })
  .superRefine((value, ctx) => {
    // Text needs words; a file message needs its file; a sticker needs its picture.
    if (value.type === 'text' && !value.content.trim()) ctx.addIssue({ code: 'custom', message: issue('EMPTY', 'messageEmpty'), path: ['content'] });
    if (value.type === 'sticker' && !value.stickerUrl && !value.fileUrl) ctx.addIssue({ code: 'custom', message: 'VALIDATION_ERROR', path: ['stickerUrl'] });
    if (['image', 'video', 'audio', 'voice', 'file'].includes(value.type) && !value.fileUrl) {
      ctx.addIssue({ code: 'custom', message: issue('REQUIRED', 'fileRequired'), path: ['fileUrl'] });
    }
  });

export const messageIdSchema = z.object({ messageId: idSchema, lang: langSchema });

/** A heart without U+FE0F is the same reaction and is stored with it (API.md). */
export const reactSchema = z.object({
  messageId: idSchema,
  emoji: z
    .string({ error: 'VALIDATION_ERROR' })
    .transform((e) => (e === '\u2764' ? '\u2764\uFE0F' : e))
    .refine((e) => e === '' || (REACTIONS as readonly string[]).includes(e), { error: 'VALIDATION_ERROR' }),
  lang: langSchema,
});

export const editMessageSchema = z.object({
  messageId: idSchema,
  newContent: z
    .string({ error: missingOr('messageEmpty') })
    .trim()
    .min(1, { error: issue('EMPTY', 'messageEmpty') })
    .max(MESSAGE_MAX_CHARS, { error: issue('TOO_LONG') }),
  lang: langSchema,
});

export const historyQuerySchema = z
  .object({
    before: idSchema.optional(),
    after: idSchema.optional(),
    /** the page centred on this message (jumping to it); not with a cursor */
    around: idSchema.optional(),
    limit: z.coerce.number({ error: 'VALIDATION_ERROR' }).int().min(1, { error: 'VALIDATION_ERROR' }).optional(),
    lang: z.string().optional(),
  })
  .refine((query) => !query.around || (!query.before && !query.after), { error: 'VALIDATION_ERROR', path: ['around'] });

export type SendMessageInput = z.infer<typeof sendMessageSchema>;
