import mongoose from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { roleIn } from '@/lib/chats/get-chat';
import { getGroupForRole, isGroupMember } from './get-group';
import { applyGroupChange, type GroupLogEntry } from './update-group';

const roleEntry = (actor: string, target: string, role: 'admin' | 'member'): GroupLogEntry => ({ actor, action: 'role_changed', target, details: { role } });

/** The owner promotes a member to admin. */
export async function promoteAdmin(opts: { groupId: string; userId: string; targetId: string }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'owner');
  if (!isGroupMember(group, opts.targetId)) throw new ApiError('NOT_A_MEMBER');
  if (roleIn(group, opts.targetId) === 'owner') throw new ApiError('FORBIDDEN');
  const log = roleIn(group, opts.targetId) === 'admin' ? undefined : roleEntry(opts.userId, opts.targetId, 'admin');
  return applyGroupChange(group, { $addToSet: { admins: new mongoose.Types.ObjectId(opts.targetId) } }, { log });
}

/** The owner turns an admin back into a member. */
export async function demoteAdmin(opts: { groupId: string; userId: string; targetId: string }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'owner');
  if (roleIn(group, opts.targetId) !== 'admin') throw new ApiError('NOT_FOUND');
  return applyGroupChange(group, { $pull: { admins: new mongoose.Types.ObjectId(opts.targetId) } }, { log: roleEntry(opts.userId, opts.targetId, 'member') });
}

/** The owner hands the group to another member, and stays on as an admin. */
export async function transferOwnership(opts: { groupId: string; userId: string; newOwnerId: string }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'owner');
  if (opts.newOwnerId === opts.userId) throw new ApiError('FORBIDDEN');
  if (!isGroupMember(group, opts.newOwnerId)) throw new ApiError('NOT_A_MEMBER');
  const admins = [...group.admins.filter((a) => String(a) !== opts.newOwnerId), new mongoose.Types.ObjectId(opts.userId)];
  const log = { actor: opts.userId, action: 'owner_transferred' as const, target: opts.newOwnerId };
  return applyGroupChange(group, { $set: { owner: new mongoose.Types.ObjectId(opts.newOwnerId), admins } }, { log });
}
