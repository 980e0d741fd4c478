import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { readMentionsUpdate } from '@/lib/messages/unread-mentions';
import { mapEntry } from '@/lib/db/map-field';
import { getChatForMember } from './get-chat';

/**
 * Marks everything up to `lastReadId` as read by the caller: their read mark moves there, their
 * unread count becomes the number of others' messages after it, and the chat hears message_read.
 * No message is written: a message's readBy (the ticks) is worked out from the members' read
 * marks when it is sent out.
 */
export async function markRead(opts: { chatId: string; userId: string; lastReadId: string }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  const lastRead = new mongoose.Types.ObjectId(opts.lastReadId);
  const message = await Message.findById(lastRead, { chatId: 1 }).lean();
  if (!message || String(message.chatId) !== String(chat._id)) throw notFound('message');
  const before = mapEntry<mongoose.Types.ObjectId>(chat.lastRead, opts.userId);
  if (!before || String(before) < opts.lastReadId) {
    // Read up to the newest message: nothing is unread. Up to an older one: what others wrote
    // after it stays unread (a count over the {chatId, _id} index, of the newer messages only).
    const isNewest = !!chat.lastMessage && String(chat.lastMessage) <= opts.lastReadId;
    const stillUnread = isNewest
      ? 0
      : await Message.countDocuments({ chatId: chat._id, _id: { $gt: lastRead }, sender: { $ne: new mongoose.Types.ObjectId(opts.userId) } });
    // $max, not $set: two marks of one reader in flight at once (the browser moves the mark as
    // the view scrolls) both read the old mark above, and the older must not land last.
    // The mentions up to the mark are read too (what the chat counts as its unread mentions).
    await Chat.updateOne(
      { _id: chat._id },
      {
        $max: { [`lastRead.${opts.userId}`]: lastRead, [`readSeq.${opts.userId}`]: Number(chat.seq ?? 0) - stillUnread },
        ...readMentionsUpdate(chat, opts.userId, opts.lastReadId),
      },
      { timestamps: false },
    );
  }
  publish.toChat(String(chat._id), 'message_read', { chatId: String(chat._id), userId: opts.userId, lastReadId: opts.lastReadId });
}
