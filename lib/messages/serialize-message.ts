import type { LinkPreview } from '@/lib/contract/answers/link-preview';
import type { MemberSummary } from '@/lib/chats/member-summary';
import type { MessageFields } from '@/models/Message';
import type mongoose from 'mongoose';

export type MessageDoc = MessageFields & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

/** The stored preview without the empty fields mongoose keeps for unset ones. */
function wirePreview(stored: MessageFields['preview']): LinkPreview | null {
  if (!stored?.url) return null;
  const { url, title, description, siteName, image } = stored;
  return { url, ...(title && { title }), ...(description && { description }), ...(siteName && { siteName }), ...(image && { image }) };
}

const DELETED_SENDER = { username: '', avatar: '' };

/** A message on the wire: ids as strings, `_id` and `id`, sender fields for display. */
export function serializeMessage(message: MessageDoc, senders: Map<string, MemberSummary>) {
  const id = String(message._id);
  const senderId = message.sender ? String(message.sender) : null;
  const sender = (senderId && senders.get(senderId)) || DELETED_SENDER;
  return {
    _id: id,
    id,
    chatId: String(message.chatId),
    sender: senderId,
    senderId,
    senderUsername: sender.username,
    senderAvatar: sender.avatar,
    type: message.type,
    content: message.content,
    fileUrl: message.fileUrl,
    fileName: message.fileName,
    fileType: message.fileType,
    fileSize: message.fileSize,
    stickerUrl: message.stickerUrl,
    replyTo: message.replyTo ? String(message.replyTo) : null,
    isForwarded: message.isForwarded,
    forwardInfo: message.forwardInfo
      ? { from: message.forwardInfo.from ?? null, originalMsgId: message.forwardInfo.originalMsgId ? String(message.forwardInfo.originalMsgId) : null }
      : null,
    reactions: (message.reactions ?? []).map((r) => ({ userId: String(r.userId), emoji: r.emoji })),
    /** members the text mentions (groups only; lib/messages/mentions.ts) */
    mentions: (message.mentions ?? []).map(String),
    edited: message.edited,
    system: message.system ?? null,
    preview: wirePreview(message.preview),
    /** the sender's own name for the send (lets a client match its pending copy); null when none */
    clientId: message.clientKey ? message.clientKey.slice(message.clientKey.indexOf(':') + 1) : null,
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
  };
}

export type WireMessage = ReturnType<typeof serializeMessage>;
