import { ApiError } from '@/lib/errors/api-error';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { Pin } from '@/models/Pin';
import { announceChat } from './announce-chat';
import { getChatForMember } from './get-chat';

/** Delete for everyone: one-to-one chats only; every message and pin goes, for both members. */
export async function clearDirectChat(opts: { chatId: string; userId: string }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  if (chat.type !== 'single') throw new ApiError('FORBIDDEN');
  await Promise.all([Message.deleteMany({ chatId: chat._id }), Pin.deleteMany({ chatId: chat._id })]);
  // Nothing left to read: every member's read position catches up with the chat's.
  const allRead = Object.fromEntries(chat.members.map((m) => [`readSeq.${m}`, Number(chat.seq ?? 0)]));
  await Chat.updateOne({ _id: chat._id }, { $set: { lastMessage: null }, $max: allRead });
  publish.toChat(String(chat._id), 'pinned_message', { chatId: String(chat._id), scope: 'all', pins: [] });
  await announceChat(String(chat._id));
}
