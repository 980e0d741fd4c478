import { ApiError } from '@/lib/errors/api-error';
import { endChatCall } from '@/lib/calls/call-exits';
import { Chat } from '@/models/Chat';
import { announceChat } from './announce-chat';
import { getChatForMember } from './get-chat';

/** Blocking is per one-to-one chat: while blocked, neither side can send to or call the other (a call going on ends). */
export async function setBlocked(opts: { chatId: string; userId: string; blocked: boolean }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  if (chat.type !== 'single') throw new ApiError('FORBIDDEN');
  const change = opts.blocked ? { $addToSet: { blockedBy: opts.userId } } : { $pull: { blockedBy: chat.blockedBy.find((id) => String(id) === opts.userId) } };
  if (opts.blocked || chat.blockedBy.some((id) => String(id) === opts.userId)) {
    await Chat.updateOne({ _id: chat._id }, change, { timestamps: false });
  }
  await announceChat(String(chat._id));
  if (opts.blocked) await endChatCall(String(chat._id));
}
