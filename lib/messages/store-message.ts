import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { metrics } from '@/lib/metrics/registry';
import { messageJob } from '@/lib/push/push-job';
import { enqueuePush } from '@/lib/push/push-worker';
import { publish } from '@/lib/realtime/publisher';
import { indexMessage } from '@/lib/search/index-writer';
import type { MessageFields } from '@/models/Message';
import { claimPosition } from './claim-position';
import { insertMessage } from './insert-batch';
import { serializeOne } from './load-messages';

type Id = mongoose.Types.ObjectId;

/**
 * Stores a message whose position was claimed and announces receive_message. Should the
 * process die between the claim and the insert, the position stays unused: members may see one
 * unread message too many until they next read the chat.
 */
export async function insertClaimed(chatId: Id, messageId: Id, fields: Partial<MessageFields>) {
  const created = await insertMessage({ ...fields, _id: messageId, chatId });
  metrics().messagesStored.inc();
  indexMessage(created);
  const wire = await serializeOne(created);
  publish.toChat(String(chatId), 'receive_message', wire);
  enqueuePush(messageJob(wire));
  return wire;
}

/** A message into a chat already checked by the caller (system messages: joins, leaves, calls). */
export async function storeMessage(chat: ChatDoc, fields: Partial<MessageFields> & { sender: Id | null }) {
  const messageId = new mongoose.Types.ObjectId();
  const claimed = await claimPosition(chat._id, messageId, fields.sender ? String(fields.sender) : null);
  if (!claimed) throw notFound('chat');
  return insertClaimed(chat._id, messageId, fields);
}
