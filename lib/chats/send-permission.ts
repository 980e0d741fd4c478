import mongoose from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { roleIn, type ChatDoc } from './get-chat';

const mutedUntil = (muted: unknown, userId: string): Date | undefined => {
  const value = muted instanceof Map ? muted.get(userId) : (muted as Record<string, Date> | undefined)?.[userId];
  return value ? new Date(value) : undefined;
};

/**
 * Whether a member may post in a chat now: not in a blocked one-to-one chat (BLOCKED), not in a
 * group muted for all (GROUP_MUTED) or while muted themselves (USER_MUTED); owner and admins are
 * exempt from mutes. Mutes whose time has passed no longer count.
 */
export function assertMaySend(chat: ChatDoc, userId: string, now = Date.now()): void {
  if (chat.type === 'single') {
    if (chat.blockedBy.length) throw new ApiError('BLOCKED');
    return;
  }
  if (roleIn(chat, userId) !== 'member') return;
  if (chat.muteAllUntil && new Date(chat.muteAllUntil).getTime() > now) throw new ApiError('GROUP_MUTED');
  const until = mutedUntil(chat.muted, userId);
  if (until && until.getTime() > now) throw new ApiError('USER_MUTED');
}

/**
 * assertMaySend as a query filter on the chat, for sending in one conditional update: a member,
 * and not blocked (one-to-one) or, in a group, owner, admin, or neither muted for all nor
 * muted themselves at `now`. assertMaySend stays the authority (it explains a refusal).
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
      { type: 'group', $or: [{ owner: me }, { admins: me }, { $and: [notMutedForAll, notMutedMyself] }] },
    ],
  };
}
