import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { leaveChatCall } from '@/lib/calls/call-exits';
import { announceChat } from '@/lib/chats/announce-chat';
import { addChatToUsers, removeChatFromUsers } from '@/lib/chats/chat-index';
import { roleIn, type ChatDoc } from '@/lib/chats/get-chat';
import { postSystemMessage, type SystemEvent } from '@/lib/messages/post-system-message';
import { joinUsersToChatRoom, removeUsersFromChatRoom } from '@/lib/realtime/membership';
import { linkContacts } from '@/lib/realtime/contact-links';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';
import { assertNotBanned } from './ban-check';
import { getGroupForRole, isGroupMember } from './get-group';
import { applyGroupChange, logGroupActions, type GroupLogEntry } from './update-group';

/** The join/leave notice in the chat, when the group shows them. */
export async function notice(group: ChatDoc, event: SystemEvent, actor: string, target?: string) {
  if (group.showJoinLeaveNotice) await postSystemMessage(group, { event, actor, target });
}

/** Adds someone to the group and writes `log`: then they hear new_chat, the members chat_updated. */
export async function addToGroup(group: ChatDoc, userId: string, log?: GroupLogEntry): Promise<ChatDoc> {
  const updated = await Chat.findOneAndUpdate(
    { _id: group._id },
    {
      $addToSet: { members: new mongoose.Types.ObjectId(userId) },
      $pull: { hiddenFor: new mongoose.Types.ObjectId(userId) },
      // What was said before they joined is not unread for them.
      $set: { [`readSeq.${userId}`]: Number(group.seq ?? 0) },
    },
    { returnDocument: 'after' },
  ).lean<ChatDoc>();
  await addChatToUsers(group._id, [userId]);
  await logGroupActions(group, log);
  joinUsersToChatRoom([userId], String(group._id));
  linkContacts(String(group._id), updated!.members.map(String));
  await announceChat(updated!, { event: 'new_chat', to: [userId] });
  await announceChat(updated!, { to: updated!.members.map(String).filter((m) => m !== userId) });
  return updated!;
}

/** Owner and admins add people; someone already in the group is skipped (no error, no notice). */
export async function addMember(opts: { groupId: string; userId: string; newMemberId: string }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  if (isGroupMember(group, opts.newMemberId)) return group;
  if (!(await User.exists({ _id: opts.newMemberId }))) throw notFound('user');
  // A ban is lifted on its own screen, not by adding the person back.
  await assertNotBanned(group._id, opts.newMemberId);
  const updated = await addToGroup(group, opts.newMemberId, { actor: opts.userId, action: 'member_added', target: opts.newMemberId });
  await notice(updated, 'member_added', opts.userId, opts.newMemberId);
  return updated;
}

/**
 * Drops a member and every trace of their role; their sockets leave the room and the group's call
 * at once. Removing, leaving and banning all go through here.
 */
export async function dropMember(group: ChatDoc, memberId: string, log?: GroupLogEntry): Promise<ChatDoc> {
  const id = new mongoose.Types.ObjectId(memberId);
  const updated = await applyGroupChange(
    group,
    { $pull: { members: id, admins: id }, $unset: { [`muted.${memberId}`]: 1, [`nicknames.${memberId}`]: 1, [`readSeq.${memberId}`]: 1, [`lastRead.${memberId}`]: 1 } },
    { alsoNotify: [memberId], log },
  );
  await removeChatFromUsers(group._id, [memberId]);
  removeUsersFromChatRoom([memberId], String(group._id));
  await leaveChatCall(String(group._id), [memberId]);
  return updated;
}

/** Owner and admins remove members, but never the owner and never themselves. */
export async function removeMember(opts: { groupId: string; userId: string; memberId: string }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  if (!isGroupMember(group, opts.memberId)) throw new ApiError('NOT_A_MEMBER');
  if (opts.memberId === opts.userId || roleIn(group, opts.memberId) === 'owner') throw new ApiError('FORBIDDEN');
  const updated = await dropMember(group, opts.memberId, { actor: opts.userId, action: 'member_removed', target: opts.memberId });
  await notice(updated, 'member_removed', opts.userId, opts.memberId);
  return updated;
}

/** Any member but the owner may leave (the owner transfers ownership first). */
export async function leaveGroup(opts: { groupId: string; userId: string }) {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'member');
  if (roleIn(group, opts.userId) === 'owner') throw new ApiError('OWNER_CANNOT_LEAVE');
  const updated = await dropMember(group, opts.userId, { actor: opts.userId, action: 'member_left' });
  await notice(updated, 'member_left', opts.userId);
  return updated;
}
