import mongoose from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { SLOW_MODE_SECONDS } from '@/lib/contract/moderation';
import { mapEntry } from '@/lib/db/map-field';
import { roleIn, type ChatDoc } from './get-chat';

/** A member's date in one of the chat's maps. */
const entryOf = (map: unknown, userId: string): Date | undefined => {
  const value = mapEntry<Date>(map, userId);
  return value ? new Date(value) : undefined;
};

/** How many seconds a plain member still waits before sending again under slow mode; 0 when none. */
export function slowModeWait(chat: Pick<ChatDoc, 'slowModeSeconds' | 'lastSentAt'>, userId: string, now = Date.now()): number {
  const seconds = Number(chat.slowModeSeconds ?? 0);
  const last = entryOf(chat.lastSentAt, userId);
  if (!seconds || !last) return 0;
  return Math.max(0, Math.ceil((last.getTime() + seconds * 1000 - now) / 1000));
}

/**
 * Whether a member may post in a chat now: not in a blocked one-to-one chat (BLOCKED), not in a
 * group muted for all (GROUP_MUTED) or while muted themselves (USER_MUTED), not sooner than slow
 * mode allows after their last send (429 SLOW_MODE with the seconds left); owner and admins are
 * exempt from mutes and slow mode. Mutes whose time has passed no longer count.
 */
export function assertMaySend(chat: ChatDoc, userId: string, now = Date.now()): void {
  if (chat.type === 'single') {
    if (chat.blockedBy.length) throw new ApiError('BLOCKED');
    return;
  }
  if (roleIn(chat, userId) !== 'member') return;
  if (chat.muteAllUntil && new Date(chat.muteAllUntil).getTime() > now) throw new ApiError('GROUP_MUTED');
  const until = entryOf(chat.muted, userId);
  if (until && until.getTime() > now) throw new ApiError('USER_MUTED');
  const wait = slowModeWait(chat, userId, now);
  if (wait > 0) throw new ApiError('SLOW_MODE', { retryAfterSeconds: wait });
}

/** A filter: the group has no slow mode (or the chat is one-to-one, which never has). */
export const SLOW_MODE_OFF: Record<string, unknown> = Object.freeze({ $or: [{ slowModeSeconds: null }, { slowModeSeconds: 0 }] });

/**
 * Slow mode as a filter: off, never sent, or the last send at least the interval ago. The
 * interval is a field of the chat and a filter cannot add it to a date without $expr (which
 * FerretDB v1 lacks), so each allowed interval is a branch of its own.
 */
function slowModeAllows(userId: string, now: Date): Record<string, unknown> {
  const mine = `lastSentAt.${userId}`;
  const waited = SLOW_MODE_SECONDS.filter((s) => s > 0).map((s) => ({ slowModeSeconds: s, [mine]: { $lte: new Date(now.getTime() - s * 1000) } }));
  return { $or: [{ slowModeSeconds: null }, { slowModeSeconds: 0 }, { [mine]: null }, ...waited] };
}

/**
 * assertMaySend as a query filter on the chat, for sending in one conditional update: a member,
 * and not blocked (one-to-one) or, in a group, owner, admin, or neither muted for all nor
 * muted themselves nor held back by slow mode at `now`. assertMaySend stays the authority (it
 * explains a refusal).
 */
export function sendCondition(userId: string, now: Date): Record<string, unknown> {
  const me = new mongoose.Types.ObjectId(userId);
  const myMute = `muted.${userId}`;
  const notMutedForAll = { $or: [{ muteAllUntil: null }, { muteAllUntil: { $lte: now } }] };
  const notMutedMyself = { $or: [{ [myMute]: null }, { [myMute]: { $lte: now } }] };
  return {
    members: me,
    $or: [
      { type: 'single', blockedBy: { $size: 0 } },
      { type: 'group', $or: [{ owner: me }, { admins: me }, { $and: [notMutedForAll, notMutedMyself, slowModeAllows(userId, now)] }] },
    ],
  };
}
