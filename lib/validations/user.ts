import { z } from 'zod';
import { storedNameFromUrl } from '@/lib/files/upload-url';
import { langSchema, objectIdSchema } from './common';

/** A user id in a path: anything that is not an ObjectId names nobody. */
export const userIdParamSchema = z.string({ error: 'USER_NOT_FOUND' }).regex(/^[0-9a-fA-F]{24}$/, { error: 'USER_NOT_FOUND' });

/** GET /user/search: fewer than 2 characters finds nobody (API.md), more than 100 is refused. */
export const userSearchQuerySchema = z.object({
  query: z.string({ error: 'VALIDATION_ERROR' }).max(100, { error: 'FIELD_TOO_LONG' }).optional().default(''),
  excludeGroup: objectIdSchema.optional(),
});

export const BIO_MAX = 256;

/** An avatar is an uploaded image (`/uploads/<name>`, maybe behind origin and /api), or '' for the default one. */
export const avatarUrlSchema = z
  .string({ error: 'INVALID_FILE_URL' })
  .trim()
  .max(500, { error: 'INVALID_FILE_URL' })
  .refine((v) => v === '' || storedNameFromUrl(v) !== undefined, { error: 'INVALID_FILE_URL' });

/** PUT /user/me: `{avatar}` or `{bio}` (or both). */
export const updateMeSchema = z
  .object({
    avatar: avatarUrlSchema.optional(),
    bio: z.string({ error: 'VALIDATION_ERROR' }).trim().max(BIO_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
    lang: langSchema,
  })
  .refine((v) => v.avatar !== undefined || v.bio !== undefined, { error: 'REQUIRED_FIELD' });

export const updatePrivateSchema = z.object({ isPrivate: z.boolean({ error: 'VALIDATION_ERROR' }), lang: langSchema });

export const hideOnlineSchema = z.object({ hideOnline: z.boolean({ error: 'VALIDATION_ERROR' }), lang: langSchema });

export const voteSchema = z.object({ lang: langSchema });

export type UpdateMeInput = z.infer<typeof updateMeSchema>;
