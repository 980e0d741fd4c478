import mongoose from 'mongoose';
import { notFound } from '@/lib/api/errors';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { publish } from '@/lib/realtime/publisher';
import { indexMessage } from '@/lib/search/index-writer';
import { Chat } from '@/models/Chat';
import type { MessageFields } from '@/models/Message';
import { insertMessage } from './insert-batch';
import { serializeOne } from './load-messages';

type Id = mongoose.Types.ObjectId;

/**
 * Takes the chat's next position for a new message, in one update whatever the member count:
 * `seq` + 1, the message becomes the last one, the chat comes back for members who had hidden
 * it, and the sender's own `readSeq` moves with it (their message is not unread for them; see
 * lib/chats/unread.ts). Nobody else's state is written. `condition` narrows the chat (the send
 * rules); false when it does not match. An update, not a findAndModify: nothing of the chat is
 * needed back, and a group's document (members, read marks) is large to send and decode for
 * every message.
 */
export async function claimPosition(chatId: Id | string, messageId: Id, senderId: string | null, condition: Record<string, unknown> = {}): Promise<boolean> {
  const claimed = await Chat.updateOne(
    { _id: chatId, ...condition },
    {
      $inc: { seq: 1, ...(senderId ? { [`readSeq.${senderId}`]: 1 } : {}) },
      // $max, not $set: of two messages sent at once, the newer stays last whichever update lands last.
      $max: { lastMessage: messageId },
      $set: { hiddenFor: [] },
    },
  );
  return claimed.matchedCount > 0;
}

/**
 * Stores a message whose position was claimed and announces receive_message. Should the
 * process die between the claim and the insert, the position stays unused: members may see one
 * unread message too many until they next read the chat.
 */
export async function insertClaimed(chatId: Id, messageId: Id, fields: Partial<MessageFields>) {
  const created = await insertMessage({ ...fields, _id: messageId, chatId });
  indexMessage(created);
  const wire = await serializeOne(created);
  publish.toChat(String(chatId), 'receive_message', wire);
  return wire;
}

/** A message into a chat already checked by the caller (system messages: joins, leaves, calls). */
export async function storeMessage(chat: ChatDoc, fields: Partial<MessageFields> & { sender: Id | null }) {
  const messageId = new mongoose.Types.ObjectId();
  const claimed = await claimPosition(chat._id, messageId, fields.sender ? String(fields.sender) : null);
  if (!claimed) throw notFound('chat');
  return insertClaimed(chat._id, messageId, fields);
}
