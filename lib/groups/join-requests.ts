import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import type { ChatDoc } from '@/lib/chats/get-chat';
import type { JoinRequestEvent, JoinRequestRow } from '@/lib/contract/answers';
import { loadPeople } from '@/lib/moderation/people';
import { publish } from '@/lib/realtime/publisher';
import { JoinRequest } from '@/models/JoinRequest';
import { assertNotBanned } from './ban-check';
import { getGroupForRole, isGroupMember } from './get-group';
import { addToGroup, notice } from './membership';
import { logGroupActions } from './update-group';

/** The group's owner and admins: who hears of join requests. */
const moderatorsOf = (group: ChatDoc) => [...new Set([group.owner, ...group.admins].filter(Boolean).map(String))];

/** Tells the group's owner and admins live that someone asks to join, or that an admin decided. */
export async function announceJoinRequest(group: ChatDoc, userId: string, at: Date, status: JoinRequestEvent['status']): Promise<void> {
  const personOf = await loadPeople([userId]);
  publish.toUsers(moderatorsOf(group), 'join_request', { chatId: String(group._id), status, request: { user: personOf(userId), at: at.toISOString() } });
}

/** The people waiting to join, oldest first: owner and admins. */
export async function listJoinRequests(opts: { groupId: string; userId: string }): Promise<JoinRequestRow[]> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const requests = await JoinRequest.find({ chatId: group._id }).sort({ at: 1 }).lean();
  const personOf = await loadPeople(requests.map((r) => r.userId));
  return requests.map((r) => ({ user: personOf(r.userId), at: r.at.toISOString() }));
}

/**
 * Owner and admins approve or decline a request (404 NOT_FOUND when there is none, e.g. another
 * admin decided first). Approved, the person joins (unless banned since); either way they are
 * told live, and so are the other admins.
 */
export async function decideJoinRequest(opts: { groupId: string; userId: string; targetId: string; approve: boolean }): Promise<ChatDoc> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  if (!mongoose.isValidObjectId(opts.targetId)) throw notFound('joinRequest');
  const request = await JoinRequest.findOneAndDelete({ chatId: group._id, userId: new mongoose.Types.ObjectId(opts.targetId) }).lean();
  if (!request) throw notFound('joinRequest');
  const log = { actor: opts.userId, action: opts.approve ? ('join_approved' as const) : ('join_declined' as const), target: opts.targetId };
  let updated = group;
  if (opts.approve) await assertNotBanned(group._id, opts.targetId);
  if (opts.approve && !isGroupMember(group, opts.targetId)) {
    updated = await addToGroup(group, opts.targetId, log);
    await notice(updated, 'member_joined', opts.targetId);
  } else await logGroupActions(group, log);
  await announceJoinRequest(group, opts.targetId, request.at, opts.approve ? 'approved' : 'declined');
  publish.toUser(opts.targetId, 'join_request_decided', { chatId: String(group._id), groupName: group.name, approved: opts.approve });
  return updated;
}
