import { loadMemberSummaries } from '@/lib/chats/member-summary';
import { Message } from '@/models/Message';
import { serializeMessage, type MessageDoc } from './serialize-message';

const REPLY_PREVIEW_FIELDS = { sender: 1, type: 1, content: 1, fileName: 1, stickerUrl: 1, fileUrl: 1, createdAt: 1, chatId: 1 } as const;

/**
 * Messages ready for the wire, with their senders and a preview of the messages they reply to:
 * two queries whatever the page size. A reply whose original is gone gets `replyToMessage: null`.
 */
export async function serializeMessages(messages: MessageDoc[]) {
  const replyIds = [...new Set(messages.filter((m) => m.replyTo).map((m) => String(m.replyTo)))];
  const replied = replyIds.length
    ? await Message.find({ _id: { $in: replyIds } }, REPLY_PREVIEW_FIELDS).lean<MessageDoc[]>()
    : [];
  const senderIds = [...messages, ...replied].flatMap((m) => (m.sender ? [m.sender] : []));
  const senders = await loadMemberSummaries(senderIds);
  const repliedById = new Map(replied.map((m) => [String(m._id), m]));
  return messages.map((message) => {
    const original = message.replyTo ? repliedById.get(String(message.replyTo)) : undefined;
    const preview = original ? serializeMessage(original, senders) : null;
    return {
      ...serializeMessage(message, senders),
      replyToMessage: preview
        ? { _id: preview._id, id: preview.id, type: preview.type, content: preview.content, fileName: preview.fileName, senderUsername: preview.senderUsername }
        : null,
    };
  });
}

export async function serializeOne(message: MessageDoc) {
  return (await serializeMessages([message]))[0];
}
