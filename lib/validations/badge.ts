import { z } from 'zod';
import { langSchema } from './common';

export const BADGE_FILTER_STATUSES = ['pending', 'approved', 'removed', 'rejected', 'all'] as const;

const field = (code: string, max: number) =>
  z.string({ error: code }).trim().min(1, { error: code }).max(max, { error: 'FIELD_TOO_LONG' });

/** The text fields of the multipart badge request; each missing one has its own message. */
export const badgeRequestFieldsSchema = z
  .object({
    badgeType: z.enum(['user', 'group'], { error: 'BADGE_TYPE_REQUIRED' }),
    userId: z.string().trim().optional(),
    groupId: z.string().trim().optional(),
    fullname: field('FULLNAME_REQUIRED', 100),
    email: z
      .string({ error: 'EMAIL_REQUIRED' })
      .trim()
      .min(1, { error: 'EMAIL_REQUIRED' })
      .max(254, { error: 'INVALID_EMAIL' })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'INVALID_EMAIL' })
      .transform((v) => v.toLowerCase()),
    phone: field('PHONE_REQUIRED', 32).regex(/^[+\d][\d\s().-]{4,31}$/, { error: 'PHONE_INVALID' }),
    lang: langSchema,
  })
  .superRefine((value, ctx) => {
    const id = value.badgeType === 'user' ? value.userId : value.groupId;
    const key = value.badgeType === 'user' ? 'userId' : 'groupId';
    if (!id) ctx.addIssue({ code: 'custom', message: value.badgeType === 'user' ? 'USER_ID_REQUIRED' : 'GROUP_ID_REQUIRED', path: [key] });
    else if (!/^[0-9a-fA-F]{24}$/.test(id)) ctx.addIssue({ code: 'custom', message: 'VALIDATION_ERROR', path: [key] });
  });

/** A real calendar day, yyyy-MM-dd (Date.parse alone takes 2001-02-30 for 2001-03-02). */
const isCalendarDay = (v: string) => {
  const time = Date.parse(`${v}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'DATE_INVALID' }).refine(isCalendarDay, { error: 'DATE_INVALID' });

export const badgeListQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).optional(),
  status: z.enum(BADGE_FILTER_STATUSES, { error: 'VALIDATION_ERROR' }).optional(),
  from: day.optional().or(z.literal('')),
  to: day.optional().or(z.literal('')),
  lang: z.string().optional(),
});

export const reviewBadgeSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'VALIDATION_ERROR' }),
  note: z.string({ error: 'VALIDATION_ERROR' }).trim().max(500, { error: 'FIELD_TOO_LONG' }).optional(),
  lang: langSchema,
});

export const removeBadgeSchema = z.object({
  note: z.string({ error: 'REASON_REQUIRED' }).trim().min(1, { error: 'REASON_REQUIRED' }).max(500, { error: 'FIELD_TOO_LONG' }),
  lang: langSchema,
});

export const adminSessionSchema = z.object({ code: z.string({ error: 'WRONG_ADMIN_CODE' }).max(200, { error: 'WRONG_ADMIN_CODE' }), lang: langSchema });

