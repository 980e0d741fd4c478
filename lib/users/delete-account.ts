import type { Types } from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { endAllSessions } from '@/lib/auth/end-sessions';
import { leaveChatCall } from '@/lib/calls/call-exits';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { Pin } from '@/models/Pin';
import { StickerSet } from '@/models/StickerSet';
import { User, type UserDoc } from '@/models/User';
import { UserVote } from '@/models/UserVote';

/** Groups the user owns pass to an admin, else to the longest-standing member; empty ones go. */
async function handOverOwnedGroups(userId: Types.ObjectId) {
  const owned = await Chat.find({ type: 'group', owner: userId }, { members: 1, admins: 1 }).lean();
  for (const group of owned) {
    const others = group.members.filter((m) => !m.equals(userId));
    const heir = group.admins.find((a) => !a.equals(userId)) ?? others[0];
    if (!heir) {
      await Promise.all([Message.deleteMany({ chatId: group._id }), Pin.deleteMany({ chatId: group._id }), Chat.deleteOne({ _id: group._id })]);
    } else {
      await Chat.updateOne({ _id: group._id }, { $set: { owner: heir } });
    }
  }
}

/** Takes back the likes and dislikes this user gave, so others' counts stay true. */
async function withdrawVotes(userId: Types.ObjectId) {
  const votes = await UserVote.find({ from: userId }, { to: 1, value: 1 }).lean();
  for (const vote of votes) {
    await User.updateOne({ _id: vote.to }, { $inc: { [vote.value === 'like' ? 'likeCount' : 'dislikeCount']: -1 } });
  }
  await UserVote.deleteMany({ $or: [{ from: userId }, { to: userId }] });
}

export async function deleteAccount(opts: { user: UserDoc; email: string; otp: string }) {
  if (opts.user.email !== opts.email) throw new ApiError('WRONG_EMAIL');
  const otpId = await verifyOtp({ email: opts.email, purpose: 'delete-account', code: opts.otp });
  const userId = opts.user._id;
  const chats = await Chat.find({ members: userId }, { _id: 1 }).lean();
  await handOverOwnedGroups(userId);
  await Chat.updateMany({ type: 'group', members: userId }, { $pull: { members: userId, admins: userId } });
  await withdrawVotes(userId);
  await Promise.all([StickerSet.deleteMany({ owner: userId }), Pin.deleteMany({ pinnedBy: userId, scope: 'me' })]);
  await User.deleteOne({ _id: userId });
  await consumeOtp(otpId);
  // Tokens of a deleted account find no user (401); its open sockets are closed here.
  await endAllSessions(userId);
  // Also a call they were only being rung for (no socket of theirs holds a part of it yet).
  for (const chat of chats) await leaveChatCall(String(chat._id), [String(userId)]);
}
