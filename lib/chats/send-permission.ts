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
