import { ApiError, notFound } from '@/lib/errors/api-error';
import { readMarksOf } from '@/lib/chats/get-chat';
import { schedulePreview } from '@/lib/link-preview/schedule-preview';
import { firstLink } from '@/lib/link-preview/preview-text';
import { publish } from '@/lib/realtime/publisher';
import { indexMessage } from '@/lib/search/index-writer';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { findMentions } from './mentions';
import { editedMentionsUpdate } from './unread-mentions';
import { getMessageForMember } from './get-message';
import { serializeOne } from './load-messages';
import type { MessageDoc } from './serialize-message';

/**
 * Only the sender edits, only text, never to empty. Its mentions are those of the new text. A new
 * first link gets a new preview (the old one goes at once, a removal of it with it); the same link
 * keeps the preview it has.
 */
export async function editMessage(opts: { userId: string; messageId: string; newContent: string }) {
  const { message, chat } = await getMessageForMember(opts.messageId, opts.userId);
  if (!message.sender || String(message.sender) !== opts.userId) throw new ApiError('FORBIDDEN');
  if (message.type !== 'text') throw new ApiError('FORBIDDEN');
  const mentions = message.isForwarded ? [] : await findMentions({ chatId: chat._id, authorId: opts.userId, type: 'text', content: opts.newContent });
  const mentionsChange = editedMentionsUpdate(chat, message._id, message.mentions ?? [], mentions);
  if (mentionsChange) await Chat.updateOne({ _id: chat._id }, mentionsChange, { timestamps: false });
  const linkChanged = firstLink(message.content) !== firstLink(opts.newContent);
  const updated = await Message.findOneAndUpdate(
    { _id: message._id },
    { $set: { content: opts.newContent, edited: true, mentions, ...(linkChanged ? { preview: null, previewRemoved: false } : {}) } },
    { returnDocument: 'after' },
  ).lean<MessageDoc>();
  if (!updated) throw notFound('message');
  indexMessage(updated);
  const wire = await serializeOne(updated, readMarksOf(chat));
  publish.toChat(String(message.chatId), 'message', { action: 'edit', message: wire });
  if (linkChanged) schedulePreview(wire);
  return wire;
}
