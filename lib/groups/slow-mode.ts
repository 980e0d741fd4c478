import type { SlowModeSeconds } from '@/lib/contract/moderation';
import { recordAction } from '@/lib/moderation/record-action';
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
  const updated = await applyGroupChange(group, { $set: { slowModeSeconds: opts.seconds } });
  await recordAction({ chatId: group._id, actor: opts.userId, action: 'slow_mode', details: { from, to: opts.seconds } });
  return updated;
}
