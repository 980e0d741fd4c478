import { z } from 'zod';
import { langSchema, objectIdSchema, emailSchema, otpSchema } from './common';
import { groupNameSchema } from './chat';
import { issue, missingOr } from './issue';

/** An ISO date-time in the future (a mute's end, an invite's expiry). */
export const futureDate = z
  .string({ error: missingOr('dateInvalid') })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: issue('INVALID_FORMAT', 'dateInvalid') })
  .refine((v) => Date.parse(v) > Date.now(), { error: issue('NOT_IN_FUTURE') });

export const renameGroupSchema = z.object({
  groupId: objectIdSchema,
  newName: groupNameSchema,
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
