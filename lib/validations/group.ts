import { z } from 'zod';
import { langSchema, objectIdSchema, emailSchema, otpSchema } from './common';
import { GROUP_NAME_MAX } from './chat';

const futureDate = z
  .string({ error: 'DATE_INVALID' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'DATE_INVALID' })
  .refine((v) => Date.parse(v) > Date.now(), { error: 'TIME_NOT_IN_FUTURE' });

export const renameGroupSchema = z.object({
  groupId: objectIdSchema,
  newName: z.string({ error: 'GROUP_NAME_REQUIRED' }).trim().min(1, { error: 'GROUP_NAME_REQUIRED' }).max(GROUP_NAME_MAX, { error: 'FIELD_TOO_LONG' }),
  lang: langSchema,
});

/** `mute`: an ISO date-time in the future (muted until then) or false (unmuted), API.md. */
export const muteMemberSchema = z.object({
  memberId: objectIdSchema,
  mute: z.union([z.literal(false), futureDate], { error: 'VALIDATION_ERROR' }),
  lang: langSchema,
});

export const muteAllSchema = z.object({ until: futureDate, lang: langSchema });
export const userIdSchema = z.object({ userId: objectIdSchema, lang: langSchema });
export const transferOwnerSchema = z.object({ newOwnerId: objectIdSchema, lang: langSchema });
export const hideListSchema = z.object({ hide: z.boolean({ error: 'VALIDATION_ERROR' }), lang: langSchema });
export const joinLeaveNoticeSchema = z.object({ show: z.boolean({ error: 'VALIDATION_ERROR' }), lang: langSchema });
export const publicFlagSchema = z.object({ value: z.boolean({ error: 'VALIDATION_ERROR' }), lang: langSchema });
export const deleteGroupSchema = z.object({ groupId: objectIdSchema, email: emailSchema, otp: otpSchema, lang: langSchema });
