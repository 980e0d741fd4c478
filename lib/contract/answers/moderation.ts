import { z } from 'zod';
import { MODERATION_ACTIONS, REPORT_REASONS } from '../moderation';
import { isoDate, objectId } from './common';
import { MESSAGE_TYPES } from './messages';

// Group moderation (API.md "Communities"): bans, invite links, join requests, reports and the
// moderation log, as the group screen reads them (lib/groups/*, lib/moderation/*).

/** A person as the moderation screens name them; null for an account that no longer exists. */
export const personSchema = z.object({ _id: objectId, id: objectId, username: z.string(), name: z.string(), avatar: z.string() }).nullable();
export type Person = z.infer<typeof personSchema>;

export const banSchema = z.object({ user: personSchema, by: personSchema, reason: z.string(), at: isoDate });
export type Ban = z.infer<typeof banSchema>;

/** An invite link; `url` is a path on this site (the client puts its origin in front). */
export const inviteSchema = z.object({
  code: z.string(),
  url: z.string(),
  expiresAt: isoDate.nullable(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  requiresApproval: z.boolean(),
  createdBy: objectId,
  createdAt: isoDate,
  /** the group's public link (/group/{id}), switched by the public-join setting */
  isPublicLink: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const joinRequestRowSchema = z.object({ user: personSchema, at: isoDate });
export type JoinRequestRow = z.infer<typeof joinRequestRowSchema>;

/** A report's message: the stored one, or what it said when reported once it is gone (`deleted`). */
export const reportedMessageSchema = z.object({
  _id: objectId,
  chatId: objectId,
  type: z.enum(MESSAGE_TYPES),
  content: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
  stickerUrl: z.string(),
  sender: objectId.nullable(),
  senderUsername: z.string().optional(),
  createdAt: isoDate,
  deleted: z.literal(true).optional(),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

/** An open report with its message and the messages just before and after it (oldest first, it included). */
export const reportSchema = z.object({
  id: objectId,
  message: reportedMessageSchema,
  context: z.array(reportedMessageSchema),
  reporter: personSchema,
  sender: personSchema,
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  at: isoDate,
});
export type Report = z.infer<typeof reportSchema>;

export const logEntrySchema = z.object({
  id: objectId,
  at: isoDate,
  actor: personSchema,
  action: z.enum(MODERATION_ACTIONS),
  target: personSchema.optional(),
  /** what changed, by action: { from, to } of a rename or slow mode, a mute's `until`, a ban's `reason` ... */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** GET /group/{id}/log: newest first. */
export const logPageAnswer = z.object({ entries: z.array(logEntrySchema), hasMore: z.boolean() });
export type LogPage = z.infer<typeof logPageAnswer>;
/** GET /group/{id}/bans */
export const bansAnswer = z.object({ bans: z.array(banSchema) });
/** GET /group/{id}/invites */
export const invitesAnswer = z.object({ invites: z.array(inviteSchema) });
/** POST /group/{id}/invites */
export const inviteAnswer = z.object({ invite: inviteSchema });
/** GET /group/{id}/join-requests: oldest first. */
export const joinRequestsAnswer = z.object({ requests: z.array(joinRequestRowSchema) });
/** GET /group/{id}/reports: the open ones, oldest first. */
export const reportsAnswer = z.object({ reports: z.array(reportSchema) });
/** POST /messages/{id}/report */
export const reportFiledAnswer = z.object({ success: z.literal(true), report: z.object({ id: objectId }) });

/** POST /group/join-invite: joined (`chat`), or queued for an admin's approval (`request`). */
export const joinInviteAnswer = z.object({
  chat: z.object({ _id: objectId, id: objectId, name: z.string() }).optional(),
  request: z.object({ chatId: objectId, groupName: z.string(), at: isoDate }).optional(),
});
export type JoinInviteAnswer = z.infer<typeof joinInviteAnswer>;

/** Socket `join_request`, to the group's owner and admins: a request came, or was decided. */
export interface JoinRequestEvent {
  chatId: string;
  status: 'pending' | 'approved' | 'declined';
  request: JoinRequestRow;
}

/** Socket `join_request_decided`, to the one who asked. */
export interface JoinRequestDecided {
  chatId: string;
  groupName: string;
  approved: boolean;
}
