import mongoose from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { getChatForMember } from './get-chat';

/**
 * Marks everything up to `lastReadId` as read by the caller: their unread count drops to 0, the
 * messages get them in readBy (the ticks), and the chat hears message_read.
 */
export async function markRead(opts: { chatId: string; userId: string; lastReadId: string }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  const lastRead = new mongoose.Types.ObjectId(opts.lastReadId);
  if (!(await Message.exists({ _id: lastRead, chatId: chat._id }))) throw new ApiError('NOT_FOUND');
  const previous = (chat.lastRead as unknown as Map<string, mongoose.Types.ObjectId> | Record<string, mongoose.Types.ObjectId>) ?? {};
  const before = previous instanceof Map ? previous.get(opts.userId) : previous[opts.userId];
  // Only messages after the previous read mark can be unread: bound the update by _id.
  const range = before && String(before) < opts.lastReadId ? { $gt: before, $lte: lastRead } : { $lte: lastRead };
  await Message.updateMany(
    { chatId: chat._id, _id: range, sender: { $ne: opts.userId }, readBy: { $ne: opts.userId } },
    { $addToSet: { readBy: opts.userId } },
  );
  if (!before || String(before) < opts.lastReadId) {
    await Chat.updateOne({ _id: chat._id }, { $set: { [`lastRead.${opts.userId}`]: lastRead, [`unread.${opts.userId}`]: 0 } }, { timestamps: false });
  }
  publish.toChat(String(chat._id), 'message_read', { chatId: String(chat._id), userId: opts.userId, lastReadId: opts.lastReadId });
}
