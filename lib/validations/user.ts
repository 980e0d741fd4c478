import { z } from 'zod';
import { storedNameFromUrl } from '@/lib/files/upload-url';
import { langSchema, objectIdSchema } from './common';
import { issue, missingOr, notFoundIssue } from './issue';
import { BIO_MAX, USER_SEARCH_MAX_CHARS } from '@/lib/contract/limits';

/** A user id in a path: anything that is not an ObjectId names nobody. */
export const userIdParamSchema = z.string({ error: notFoundIssue('user') }).regex(/^[0-9a-fA-F]{24}$/, { error: notFoundIssue('user') });

/** GET /user/search: fewer than 2 characters finds nobody (API.md), more than 100 is refused. */
export const userSearchQuerySchema = z.object({
  query: z.string({ error: 'VALIDATION_ERROR' }).max(USER_SEARCH_MAX_CHARS, { error: issue('TOO_LONG') }).optional().default(''),
  excludeGroup: objectIdSchema.optional(),
});


/** An avatar is an uploaded image (`/uploads/<name>`, maybe behind origin and /api), or '' for the default one. */
export const avatarUrlSchema = z
  .string({ error: missingOr('fileUrlInvalid') })
  .trim()
  .max(500, { error: issue('TOO_LONG', 'fileUrlInvalid') })
  .refine((v) => v === '' || storedNameFromUrl(v) !== undefined, { error: issue('INVALID_FORMAT', 'fileUrlInvalid') });

/** PUT /user/me: `{avatar}` or `{bio}` (or both). */
export const updateMeSchema = z
  .object({
    avatar: avatarUrlSchema.optional(),
    bio: z.string({ error: 'VALIDATION_ERROR' }).trim().max(BIO_MAX, { error: issue('TOO_LONG') }).optional(),
    lang: langSchema,
  })
  .refine((v) => v.avatar !== undefined || v.bio !== undefined, { error: issue('REQUIRED') });

export const updatePrivateSchema = z.object({ isPrivate: z.boolean({ error: 'VALIDATION_ERROR' }), lang: langSchema });

export const hideOnlineSchema = z.object({ hideOnline: z.boolean({ error: 'VALIDATION_ERROR' }), lang: langSchema });

export const voteSchema = z.object({ lang: langSchema });

export type UpdateMeInput = z.infer<typeof updateMeSchema>;
