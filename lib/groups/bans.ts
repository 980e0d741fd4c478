import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { roleIn, type ChatDoc } from '@/lib/chats/get-chat';
import type { Ban } from '@/lib/contract/answers';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';
import { loadPeople } from '@/lib/moderation/people';
import { GroupBan } from '@/models/GroupBan';
import { JoinRequest } from '@/models/JoinRequest';
import { User } from '@/models/User';
import { getGroupForRole, isGroupMember } from './get-group';
import { dropMember, notice } from './membership';
import { logGroupActions } from './update-group';

const oid = (id: string) => new mongoose.Types.ObjectId(id);

/**
 * Owner and admins ban someone, with an optional reason: a member is removed as by removeMember
 * (out of the room and the group's call at once), a pending join request goes, and nobody is
 * let back in until the ban is lifted. Never the owner, never oneself. Someone no longer in the
 * group (a report's sender who left) may be banned too.
 */
export async function banMember(opts: { groupId: string; userId: string; memberId: string; reason: string }): Promise<ChatDoc> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  return banFromGroup(group, opts);
}

/** banMember on a group already checked for the caller's role (a report's ban-sender). */
export async function banFromGroup(group: ChatDoc, opts: { userId: string; memberId: string; reason: string }): Promise<ChatDoc> {
  if (opts.memberId === opts.userId || roleIn(group, opts.memberId) === 'owner') throw new ApiError('FORBIDDEN');
  const member = isGroupMember(group, opts.memberId);
  if (!member && !(await User.exists({ _id: opts.memberId }))) throw notFound('user');
  // Two admins banning at once make one ban.
  await raceSafeUpsert(() =>
    GroupBan.updateOne({ chatId: group._id, userId: oid(opts.memberId) }, { $set: { by: oid(opts.userId), reason: opts.reason, at: new Date() } }, { upsert: true }),
  );
  await JoinRequest.deleteOne({ chatId: group._id, userId: oid(opts.memberId) });
  const log = { actor: opts.userId, action: 'ban' as const, target: opts.memberId, details: { reason: opts.reason } };
  if (!member) {
    await logGroupActions(group, log);
    return group;
  }
  const updated = await dropMember(group, opts.memberId, log);
  await notice(updated, 'member_removed', opts.userId, opts.memberId);
  return updated;
}

/** Owner and admins lift a ban (404 NOT_FOUND when there is none); the person may join again by a link. */
export async function unbanMember(opts: { groupId: string; userId: string; targetId: string }): Promise<ChatDoc> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  if (!mongoose.isValidObjectId(opts.targetId)) throw notFound('ban');
  const { deletedCount } = await GroupBan.deleteOne({ chatId: group._id, userId: oid(opts.targetId) });
  if (!deletedCount) throw notFound('ban');
  await logGroupActions(group, { actor: opts.userId, action: 'unban', target: opts.targetId });
  return group;
}

/** The group's bans, newest first: owner and admins. */
export async function listBans(opts: { groupId: string; userId: string }): Promise<Ban[]> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const bans = await GroupBan.find({ chatId: group._id }).sort({ at: -1 }).lean();
  const personOf = await loadPeople(bans.flatMap((b) => [b.userId, b.by]));
  return bans.map((b) => ({ user: personOf(b.userId), by: personOf(b.by), reason: b.reason ?? '', at: b.at.toISOString() }));
}
