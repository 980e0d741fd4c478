import mongoose from 'mongoose';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { Message, type MessageFields } from '@/models/Message';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { serializeOne } from './load-messages';
import type { MessageDoc } from './serialize-message';

/**
 * Saves a message, makes it the chat's last message (bringing the chat back for members who had
 * hidden it, and counting it unread for everyone but the sender) and announces receive_message.
 */
export async function storeMessage(chat: ChatDoc, fields: Partial<MessageFields> & { sender: mongoose.Types.ObjectId | null }) {
  const created = await Message.create({ ...fields, chatId: chat._id });
  const message = created.toObject() as unknown as MessageDoc;
  const senderId = fields.sender ? String(fields.sender) : null;
  const unread = Object.fromEntries(chat.members.filter((m) => String(m) !== senderId).map((m) => [`unread.${m}`, 1]));
  // $max, not $set: of two messages sent at once, the newer stays last whichever update lands last.
  await Chat.updateOne(
    { _id: chat._id },
    { $max: { lastMessage: message._id }, $set: { hiddenFor: [] }, ...(Object.keys(unread).length ? { $inc: unread } : {}) },
  );
  const wire = await serializeOne(message);
  publish.toChat(String(chat._id), 'receive_message', wire);
  return wire;
}
