// The group moderation part of the contract (API.md "Communities"): the values the server
// accepts and the answers the browser reads. No server imports: models, zod schemas and the
// group screen share these.
import type { Member, Message } from './answers';

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

/** A person as the moderation screens name them (null: an account that no longer exists). */
export type Person = Pick<Member, '_id' | 'id' | 'username' | 'name' | 'avatar'> | null;

/** GET /group/{id}/bans. */
export interface Ban {
  user: Person;
  by: Person;
  reason: string;
  at: string;
}

/** An invite link (API.md); `url` is a path on this site (the client puts its origin in front). */
export interface Invite {
  code: string;
  url: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  requiresApproval: boolean;
  createdBy: string;
  createdAt: string;
  /** the group's public link (/group/{id}), switched by the public-join setting */
  isPublicLink: boolean;
}

/** GET /group/{id}/join-requests. */
export interface JoinRequestRow {
  user: Person;
  at: string;
}

/** POST /group/join-invite: joined, or queued for approval. */
export interface JoinInviteAnswer {
  chat?: { _id: string; id: string; name: string };
  request?: { chatId: string; groupName: string; at: string };
}

/** A report's message: the stored one, or what it said when reported once it is gone. */
export type ReportedMessage = Pick<Message, '_id' | 'chatId' | 'type' | 'content' | 'createdAt'> &
  Partial<Pick<Message, 'fileUrl' | 'fileName' | 'stickerUrl' | 'sender' | 'senderUsername'>> & { deleted?: boolean };

/** GET /group/{id}/reports: the open ones, each with its message and the messages around it. */
export interface Report {
  id: string;
  message: ReportedMessage;
  /** the messages just before and after it, oldest first (the reported one included) */
  context: ReportedMessage[];
  reporter: Person;
  sender: Person;
  reason: ReportReason;
  note: string;
  at: string;
}

/** GET /group/{id}/log. */
export interface LogEntry {
  id: string;
  at: string;
  actor: Person;
  action: ModerationAction;
  target?: Person;
  details?: Record<string, unknown> | null;
}

export interface LogPage {
  entries: LogEntry[];
  hasMore: boolean;
}

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
