import mongoose from 'mongoose';
import type { LogEntry, LogPage } from '@/lib/contract/answers';
import type { ModerationAction } from '@/lib/contract/moderation';
import { getGroupForRole } from '@/lib/groups/get-group';
import { ModerationLog } from '@/models/ModerationLog';
import { loadPeople } from './people';

/**
 * A page of the group's moderation log for its owner and admins (403 FORBIDDEN for members),
 * newest first: entries older than `before` (an entry id), at most `limit`.
 */
export async function listLog(opts: { groupId: string; userId: string; before?: string; limit: number }): Promise<LogPage> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const filter = { chatId: group._id, ...(opts.before ? { _id: { $lt: new mongoose.Types.ObjectId(opts.before) } } : {}) };
  const rows = await ModerationLog.find(filter).sort({ _id: -1 }).limit(opts.limit + 1).lean();
  const page = rows.slice(0, opts.limit);
  const personOf = await loadPeople(page.flatMap((row) => [row.actor, row.target]));
  const entries = page.map(
    (row): LogEntry => ({
      id: String(row._id),
      at: row.at.toISOString(),
      actor: personOf(row.actor),
      action: row.action as ModerationAction,
      ...(row.target ? { target: personOf(row.target) } : {}),
      details: (row.details as Record<string, unknown> | null) ?? null,
    }),
  );
  return { entries, hasMore: rows.length > opts.limit };
}
