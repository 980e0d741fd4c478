// The values of group moderation (API.md "Communities") that the server accepts and the screens
// offer: models, zod schemas, answers and the group screen share them. No imports. The answers
// themselves are in lib/contract/answers/moderation.ts.

/** The slow-mode intervals an admin may choose, in seconds; 0 is off. */
export const SLOW_MODE_SECONDS = [0, 10, 30, 60, 300, 900, 3600] as const;
export type SlowModeSeconds = (typeof SLOW_MODE_SECONDS)[number];

export const REPORT_REASONS = ['spam', 'abuse', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_ACTIONS = ['dismiss', 'delete-message', 'ban-sender'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Every action the moderation log records, in API.md's words. */
export const MODERATION_ACTIONS = [
  'rename',
  'avatar',
  'member_added',
  'member_removed',
  'member_left',
  'member_joined',
  'role_changed',
  'owner_transferred',
  'member_muted',
  'member_unmuted',
  'mute_all',
  'slow_mode',
  'ban',
  'unban',
  'invite_created',
  'invite_revoked',
  'join_approved',
  'join_declined',
  'report_resolved',
  'message_deleted',
  'pin',
  'unpin',
  'settings_changed',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A ban's reason and a report's note, in characters. */
export const BAN_REASON_MAX = 500;
export const REPORT_NOTE_MAX = 500;
/** the largest use limit of an invite */
export const INVITE_MAX_USES = 100_000;
