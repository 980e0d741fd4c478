import { MAX_TIMER_MS } from './timings';
import type { Chat } from '@/lib/contract/answers';

export type SendBlockReason = 'BLOCKED' | 'GROUP_MUTED' | 'USER_MUTED';

export interface SendBlock {
  reason: SendBlockReason;
  /** when the block ends by itself (ms since the epoch); null when it does not */
  until: number | null;
  /** BLOCKED: this user blocked the other (rather than being blocked) */
  byMe?: boolean;
}

const future = (iso: string | null | undefined, now: number): number | null => {
  if (!iso) return null;
  const at = new Date(iso).getTime();
  return Number.isFinite(at) && at > now ? at : null;
};

/**
 * Why this user may not post in the chat now, or null (SPEC.md sections 5 and 6): a blocked
 * one-to-one chat; a group muted for all or the user muted, plain members only (owner and
 * admins are exempt). Mutes whose time has passed no longer count.
 */
export function sendBlock(chat: Chat | null | undefined, myId: string | undefined, now: number): SendBlock | null {
  if (!chat || !myId) return null;
  if (chat.type === 'single') {
    const blockedBy = chat.blockedBy ?? [];
    return blockedBy.length ? { reason: 'BLOCKED', until: null, byMe: blockedBy.includes(myId) } : null;
  }
  if ((chat.myRole ?? 'member') !== 'member') return null;
  const all = future(chat.muteAllUntil, now);
  if (all) return { reason: 'GROUP_MUTED', until: all };
  const mine = future(chat.muted?.[myId], now);
  if (mine) return { reason: 'USER_MUTED', until: mine };
  return null;
}

/**
 * How long until the block may change by itself (a mute running out), capped at the longest
 * delay a timer honours; null when nothing will change without an event.
 */
export function msUntilBlockChanges(block: SendBlock | null, now: number): number | null {
  if (!block?.until) return null;
  return Math.min(Math.max(0, block.until - now) + 50, MAX_TIMER_MS);
}
