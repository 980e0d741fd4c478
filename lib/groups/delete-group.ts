import { ApiError } from '@/lib/errors/api-error';
import { endChatCall } from '@/lib/calls/call-exits';
import { removeChatFromUsers } from '@/lib/chats/chat-index';
import { deleteUploads } from '@/lib/files/delete-uploads';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { removeUsersFromChatRoom } from '@/lib/realtime/membership';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { GroupBan } from '@/models/GroupBan';
import { GroupInvite } from '@/models/GroupInvite';
import { JoinRequest } from '@/models/JoinRequest';
import { Message } from '@/models/Message';
import { MessageReport } from '@/models/MessageReport';
import { ModerationLog } from '@/models/ModerationLog';
import { Pin } from '@/models/Pin';
import type { UserDoc } from '@/models/User';
import { getGroupForRole } from './get-group';
import { unusedUploads } from './unused-uploads';

/**
 * The owner deletes the group with their e-mail and the code from send-otp-delete-group. Its
 * messages, pins and files go with it; members hear chat_updated with `deleted: true`.
 */
export async function deleteGroup(opts: { groupId: string; user: UserDoc; email: string; otp: string }) {
  const userId = String(opts.user._id);
  const group = await getGroupForRole(opts.groupId, userId, 'owner');
  if (group.isSupport) throw new ApiError('FORBIDDEN');
  if (opts.user.email !== opts.email) throw new ApiError('WRONG_EMAIL');
  const otpId = await verifyOtp({ email: opts.email, purpose: 'delete-group', code: opts.otp });
  const files = await Message.find({ chatId: group._id, fileUrl: { $ne: '' } }, { fileUrl: 1 }).lean();
  await Promise.all([Message.deleteMany({ chatId: group._id }), Pin.deleteMany({ chatId: group._id }), Chat.deleteOne({ _id: group._id })]);
  // Its links, bans, requests, reports and log mean nothing without it.
  const ofGroup = { chatId: group._id };
  await Promise.all([GroupInvite.deleteMany(ofGroup), GroupBan.deleteMany(ofGroup), JoinRequest.deleteMany(ofGroup), MessageReport.deleteMany(ofGroup), ModerationLog.deleteMany(ofGroup)]);
  await consumeOtp(otpId);
  // A forwarded attachment lives on in other chats, a sticker in its collection, anybody's
  // avatar where it is used: only the group's attachments and avatar that nobody else uses go.
  await deleteUploads(await unusedUploads([...files.map((f) => f.fileUrl), group.avatar]));
  const members = group.members.map(String);
  const groupId = String(group._id);
  await removeChatFromUsers(group._id, group.members);
  publish.toUsers(members, 'chat_updated', { _id: groupId, id: groupId, type: 'group', deleted: true });
  removeUsersFromChatRoom(members, groupId);
  await endChatCall(groupId);
}
