import { ApiError } from '@/lib/api/errors';
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
  const unread = Object.fromEntries(chat.members.map((m) => [`unread.${m}`, 0]));
  await Chat.updateOne({ _id: chat._id }, { $set: { lastMessage: null, ...unread } });
  publish.toChat(String(chat._id), 'pinned_message', { chatId: String(chat._id), scope: 'all', pins: [] });
  await announceChat(String(chat._id));
}
