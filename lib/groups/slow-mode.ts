import type { SlowModeSeconds } from '@/lib/contract/moderation';
import { getGroupForRole } from './get-group';
import { applyGroupChange } from './update-group';

/**
 * Owner and admins set slow mode: a plain member then sends at most once per `seconds` (the send
 * enforces it, lib/chats/send-permission.ts); 0 turns it off.
 */
export async function setSlowMode(opts: { groupId: string; userId: string; seconds: SlowModeSeconds }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const from = Number(group.slowModeSeconds ?? 0);
  if (from === opts.seconds) return group;
  return applyGroupChange(group, { $set: { slowModeSeconds: opts.seconds } }, { log: { actor: opts.userId, action: 'slow_mode', details: { from, to: opts.seconds } } });
}
