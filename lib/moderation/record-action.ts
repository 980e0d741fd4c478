import mongoose from 'mongoose';
import type { ModerationAction } from '@/lib/contract/moderation';
import { ModerationLog } from '@/models/ModerationLog';

type Id = mongoose.Types.ObjectId | string;

export interface LoggedAction {
  chatId: Id;
  /** who did it */
  actor: Id;
  action: ModerationAction;
  /** whom it was done to, when anyone */
  target?: Id | null;
  /** what changed: { from, to } of a rename or slow mode, the time of a mute, a ban's reason ... */
  details?: Record<string, unknown>;
}

const asId = (id: Id) => (typeof id === 'string' ? new mongoose.Types.ObjectId(id) : id);

/**
 * Writes one entry of the group's moderation log, after the action itself has been saved. The
 * log is for the group's owner and admins (lib/moderation/list-log.ts); entries go after a year
 * (purgeOldLogEntries).
 */
export async function recordAction(entry: LoggedAction): Promise<void> {
  await ModerationLog.create({
    chatId: asId(entry.chatId),
    actor: asId(entry.actor),
    action: entry.action,
    target: entry.target ? asId(entry.target) : null,
    details: entry.details ?? null,
  });
}

/** How long entries are kept. */
export const LOG_KEPT_MS = 365 * 24 * 60 * 60 * 1000;

/** Deletes entries older than a year (a periodic job: FerretDB v1 has no TTL index). */
export async function purgeOldLogEntries(now = Date.now()): Promise<number> {
  const { deletedCount } = await ModerationLog.deleteMany({ at: { $lt: new Date(now - LOG_KEPT_MS) } });
  return deletedCount;
}
