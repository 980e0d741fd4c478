import { z } from 'zod';
import { emailSchema, langSchema } from './common';
import { issue, missingOr, type IssueText } from './issue';
import { ADMIN_NOTE_MAX } from '@/lib/contract/limits';
import { BADGE_FILTER_STATUSES } from '@/lib/contract/badge-statuses';

const field = (required: IssueText, max: number) =>
  z.string({ error: missingOr(required) }).trim().min(1, { error: issue('REQUIRED', required) }).max(max, { error: issue('TOO_LONG') });

/** The text fields of the multipart badge request; each missing one has its own message. */
export const badgeRequestFieldsSchema = z
  .object({
    badgeType: z.enum(['user', 'group'], { error: missingOr('badgeTypeRequired') }),
    userId: z.string().trim().optional(),
    groupId: z.string().trim().optional(),
    fullname: field('fullnameRequired', 100),
    email: emailSchema,
    phone: field('phoneRequired', 32).regex(/^[+\d][\d\s().-]{4,31}$/, { error: issue('INVALID_FORMAT', 'phoneInvalid') }),
    lang: langSchema,
  })
  .superRefine((value, ctx) => {
    const id = value.badgeType === 'user' ? value.userId : value.groupId;
    const key = value.badgeType === 'user' ? 'userId' : 'groupId';
    if (!id) ctx.addIssue({ code: 'custom', message: issue('REQUIRED', value.badgeType === 'user' ? 'userIdRequired' : 'groupIdRequired'), path: [key] });
    else if (!/^[0-9a-fA-F]{24}$/.test(id)) ctx.addIssue({ code: 'custom', message: issue('INVALID_FORMAT'), path: [key] });
  });

/** A real calendar day, yyyy-MM-dd (Date.parse alone takes 2001-02-30 for 2001-03-02). */
const isCalendarDay = (v: string) => {
  const time = Date.parse(`${v}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};
const dateInvalid = issue('INVALID_FORMAT', 'dateInvalid');
const day = z.string({ error: dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateInvalid }).refine(isCalendarDay, { error: dateInvalid });

export const badgeListQuerySchema = z.object({
  search: z.string().trim().max(100, { error: issue('TOO_LONG') }).optional(),
  status: z.enum(BADGE_FILTER_STATUSES, { error: 'VALIDATION_ERROR' }).optional(),
  from: day.optional().or(z.literal('')),
  to: day.optional().or(z.literal('')),
  lang: z.string().optional(),
});

export const reviewBadgeSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'VALIDATION_ERROR' }),
  note: z.string({ error: 'VALIDATION_ERROR' }).trim().max(ADMIN_NOTE_MAX, { error: issue('TOO_LONG') }).optional(),
  lang: langSchema,
});

export const removeBadgeSchema = z.object({
  note: z
    .string({ error: missingOr('reasonRequired') })
    .trim()
    .min(1, { error: issue('REQUIRED', 'reasonRequired') })
    .max(ADMIN_NOTE_MAX, { error: issue('TOO_LONG') }),
  lang: langSchema,
});

export const adminSessionSchema = z.object({ code: z.string({ error: 'WRONG_ADMIN_CODE' }).max(200, { error: 'WRONG_ADMIN_CODE' }), lang: langSchema });

