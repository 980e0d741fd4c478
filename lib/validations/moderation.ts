import { z } from 'zod';
import { BAN_REASON_MAX, INVITE_MAX_USES, REPORT_ACTIONS, REPORT_NOTE_MAX, REPORT_REASONS, SLOW_MODE_SECONDS } from '@/lib/contract/moderation';
import { langSchema, objectIdSchema } from './common';
import { futureDate } from './group';
import { issue, missingOr } from './issue';

// The group moderation calls (API.md "Communities"); shared by the group screen and the routes.

/** An optional free text (a ban's reason, a report's note): trimmed, '' when absent. */
const optionalText = (max: number) => z.string({ error: missingOr() }).trim().max(max, { error: issue('TOO_LONG') }).optional().default('');

export const slowModeSchema = z.object({
  seconds: z.literal(SLOW_MODE_SECONDS, { error: missingOr() }),
  lang: langSchema,
});

export const banSchema = z.object({ memberId: objectIdSchema, reason: optionalText(BAN_REASON_MAX), lang: langSchema });

export const createInviteSchema = z.object({
  expiresAt: futureDate.nullable().optional().default(null),
  maxUses: z
    .number({ error: missingOr() })
    .int({ error: issue('INVALID_FORMAT') })
    .min(1, { error: issue('INVALID_FORMAT') })
    .max(INVITE_MAX_USES, { error: issue('TOO_LONG') })
    .nullable()
    .optional()
    .default(null),
  requiresApproval: z.boolean({ error: missingOr() }).optional().default(false),
  lang: langSchema,
});

/** An invite code: a group's id (its public link) or a random base64url code. */
export const inviteCodeSchema = z.string({ error: missingOr() }).trim().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: issue('INVALID_FORMAT') });

export const joinInviteSchema = z.object({ code: inviteCodeSchema, lang: langSchema });

export const decideJoinSchema = z.object({ approve: z.boolean({ error: missingOr() }), lang: langSchema });

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: missingOr() }),
  note: optionalText(REPORT_NOTE_MAX),
  lang: langSchema,
});

export const resolveReportSchema = z.object({ action: z.enum(REPORT_ACTIONS, { error: missingOr() }), lang: langSchema });

export const LOG_PAGE_DEFAULT = 50;
export const LOG_PAGE_MAX = 100;

export const logQuerySchema = z.object({
  before: objectIdSchema.optional(),
  // above the largest page is that page (API.md "Paging")
  limit: z.coerce
    .number({ error: 'VALIDATION_ERROR' })
    .int({ error: 'VALIDATION_ERROR' })
    .min(1, { error: 'VALIDATION_ERROR' })
    .transform((n) => Math.min(n, LOG_PAGE_MAX))
    .default(LOG_PAGE_DEFAULT),
  lang: z.string().optional(),
});

export type CreateInviteInput = z.infer<typeof createInviteSchema>;
