import { z } from 'zod';
import { langSchema, objectIdSchema } from './common';
import { issue, missingOr } from './issue';
import { GROUP_NAME_MAX, NICKNAME_MAX } from '@/lib/contract/limits';


/** A group's name (create-group `name`, rename-group `newName`). */
export const groupNameSchema = z
  .string({ error: missingOr('groupNameRequired') })
  .trim()
  .min(1, { error: issue('REQUIRED', 'groupNameRequired') })
  .max(GROUP_NAME_MAX, { error: issue('TOO_LONG') });

/**
 * An ObjectId as the services compare it: lower-case. (objectIdSchema accepts A-F too; an
 * upper-case copy of one's own id must not pass for another member, a duplicate, or an older
 * read mark.)
 */
export const idSchema = objectIdSchema.transform((id) => id.toLowerCase());

const memberIds = z.array(idSchema, { error: 'VALIDATION_ERROR' }).max(500, { error: 'VALIDATION_ERROR' });

export const createChatSchema = z.object({
  members: memberIds.min(1, { error: 'VALIDATION_ERROR' }),
  type: z.enum(['single', 'group'], { error: 'VALIDATION_ERROR' }).optional(),
  lang: langSchema,
});

export const createGroupSchema = z.object({
  name: groupNameSchema,
  avatar: z.string({ error: 'VALIDATION_ERROR' }).max(500, { error: issue('TOO_LONG') }).optional(),
  members: memberIds.optional(),
  lang: langSchema,
});

export const markReadSchema = z.object({ lastReadId: idSchema, lang: langSchema });

export const pinSchema = z.object({
  messageId: idSchema,
  scope: z.enum(['me', 'all'], { error: 'VALIDATION_ERROR' }),
  lang: langSchema,
});

export const nicknameSchema = z.object({
  nickname: z.string({ error: 'VALIDATION_ERROR' }).trim().max(NICKNAME_MAX, { error: issue('TOO_LONG') }),
  targetUserId: idSchema.optional(),
  lang: langSchema,
});

export const langOnlySchema = z.object({ lang: langSchema });
