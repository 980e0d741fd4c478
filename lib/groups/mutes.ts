import { ApiError } from '@/lib/errors/api-error';
import { roleIn } from '@/lib/chats/get-chat';
import { getGroupForRole, isGroupMember } from './get-group';
import { applyGroupChange } from './update-group';

/**
 * Mutes a member until a future time, or unmutes them (`until` false). Owner and admins may;
 * nobody mutes the owner or themselves. A mute ends by itself when its time has passed.
 */
export async function muteMember(opts: { groupId: string; userId: string; memberId: string; until: Date | false }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  if (!isGroupMember(group, opts.memberId)) throw new ApiError('NOT_A_MEMBER');
  if (opts.memberId === opts.userId || roleIn(group, opts.memberId) === 'owner') throw new ApiError('FORBIDDEN');
  const path = `muted.${opts.memberId}`;
  const log = { actor: opts.userId, target: opts.memberId, ...(opts.until ? { action: 'member_muted' as const, details: { until: opts.until.toISOString() } } : { action: 'member_unmuted' as const }) };
  return applyGroupChange(group, opts.until ? { $set: { [path]: opts.until } } : { $unset: { [path]: 1 } }, { log });
}

/** Mutes every plain member until a future time (owner and admins can still write). */
export async function muteAll(opts: { groupId: string; userId: string; until: Date | null }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  return applyGroupChange(group, { $set: { muteAllUntil: opts.until } }, { log: { actor: opts.userId, action: 'mute_all', details: { until: opts.until ? opts.until.toISOString() : null } } });
}
