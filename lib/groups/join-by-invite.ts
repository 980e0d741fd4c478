import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import type { ChatDoc } from '@/lib/chats/get-chat';
import type { JoinInviteAnswer } from '@/lib/contract/answers';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';
import { GroupInvite, type GroupInviteFields } from '@/models/GroupInvite';
import { JoinRequest } from '@/models/JoinRequest';
import { assertNotBanned } from './ban-check';
import { getGroupOrThrow, isGroupMember } from './get-group';
import { announceJoinRequest } from './join-requests';
import { addToGroup, notice } from './membership';

type InviteDoc = GroupInviteFields & { _id: mongoose.Types.ObjectId };

/**
 * Counts one use of the link if it may still be used now: not revoked, not expired, under its
 * limit. One conditional update, so concurrent joins never pass the limit (within a process on
 * the embedded database, everywhere on MongoDB).
 */
async function countInviteUse(invite: InviteDoc): Promise<boolean> {
  const now = new Date();
  const { matchedCount } = await GroupInvite.updateOne(
    {
      _id: invite._id,
      revokedAt: null,
      $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
      ...(invite.maxUses != null ? { uses: { $lt: invite.maxUses } } : {}),
    },
    { $inc: { uses: 1 } },
  );
  return matchedCount > 0;
}

/** Lets someone in who came by a link (their use already counted). */
async function admit(group: ChatDoc, userId: string, code: string): Promise<ChatDoc> {
  const updated = await addToGroup(group, userId, { actor: userId, action: 'member_joined', details: { code } });
  await notice(updated, 'member_joined', userId);
  return updated;
}

const joinedAnswer = (group: ChatDoc): JoinInviteAnswer => {
  const id = String(group._id);
  return { chat: { _id: id, id, name: group.name } };
};

/**
 * POST /group/join-invite {code}: any signed-in user. Joined: `{ chat }`; a link that requires
 * approval queues them and tells the admins live: `{ request }`. A member is answered their
 * chat; a banned user 403 BANNED; an expired, used-up or revoked link 410 INVITE_EXPIRED; an
 * unknown code 404.
 */
export async function joinByInvite(opts: { code: string; userId: string }): Promise<JoinInviteAnswer> {
  const invite = await GroupInvite.findOne({ code: opts.code }).lean<InviteDoc>();
  if (!invite) throw notFound('invite');
  const group = await getGroupOrThrow(String(invite.chatId));
  if (isGroupMember(group, opts.userId)) return joinedAnswer(group);
  await assertNotBanned(group._id, opts.userId);
  if (invite.requiresApproval) {
    const waiting = await JoinRequest.findOne({ chatId: group._id, userId: new mongoose.Types.ObjectId(opts.userId) }).lean();
    if (waiting) return { request: { chatId: String(group._id), groupName: group.name, at: waiting.at.toISOString() } };
  }
  if (!(await countInviteUse(invite))) throw new ApiError('INVITE_EXPIRED');
  if (!invite.requiresApproval) return joinedAnswer(await admit(group, opts.userId, opts.code));
  const at = new Date();
  // Asking twice at once (two tabs) makes one request.
  await raceSafeUpsert(() =>
    JoinRequest.updateOne({ chatId: group._id, userId: new mongoose.Types.ObjectId(opts.userId) }, { $setOnInsert: { code: opts.code, at } }, { upsert: true }),
  );
  await announceJoinRequest(group, opts.userId, at, 'pending');
  return { request: { chatId: String(group._id), groupName: group.name, at: at.toISOString() } };
}

/**
 * POST /group/join/{id}, the link shared before invite links: the group's public link. Anyone
 * may join a public group through it; a banned user gets 403 BANNED, anyone else 403
 * UNABLE_TO_JOIN once public join is off.
 */
export async function joinGroup(opts: { groupId: string; userId: string }): Promise<ChatDoc> {
  const group = await getGroupOrThrow(opts.groupId);
  if (isGroupMember(group, opts.userId)) return group;
  await assertNotBanned(group._id, opts.userId);
  if (!group.public) throw new ApiError('UNABLE_TO_JOIN');
  const code = String(group._id);
  const invite = await GroupInvite.findOne({ code }).lean<InviteDoc>();
  if (invite && !(await countInviteUse(invite))) throw new ApiError('UNABLE_TO_JOIN');
  return admit(group, opts.userId, code);
}
