import mongoose from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { getChatForMember } from './get-chat';

/**
 * Marks everything up to `lastReadId` as read by the caller: their read mark moves there, their
 * unread count drops to 0 and the chat hears message_read. No message is written: a message's
 * readBy (the ticks) is worked out from the members' read marks when it is sent out.
 */
export async function markRead(opts: { chatId: string; userId: string; lastReadId: string }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  const lastRead = new mongoose.Types.ObjectId(opts.lastReadId);
  // By _id alone: the one lookup FerretDB's SQLite backend answers from its index.
  const message = await Message.findById(lastRead, { chatId: 1 }).lean();
  if (!message || String(message.chatId) !== String(chat._id)) throw new ApiError('NOT_FOUND');
  const previous = (chat.lastRead as unknown as Map<string, mongoose.Types.ObjectId> | Record<string, mongoose.Types.ObjectId>) ?? {};
  const before = previous instanceof Map ? previous.get(opts.userId) : previous[opts.userId];
  if (!before || String(before) < opts.lastReadId) {
    await Chat.updateOne({ _id: chat._id }, { $set: { [`lastRead.${opts.userId}`]: lastRead, [`unread.${opts.userId}`]: 0 } }, { timestamps: false });
  }
  publish.toChat(String(chat._id), 'message_read', { chatId: String(chat._id), userId: opts.userId, lastReadId: opts.lastReadId });
}
