import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import { getChatForMember } from '@/lib/chats/get-chat';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { wireDraft } from './wire-draft';

/** A draft's reply must answer a message of the same chat (as a send's must). */
async function assertReplyInChat(replyTo: string, chatId: string) {
  const original = await Message.findById(replyTo, { chatId: 1 }).lean();
  if (!original || String(original.chatId) !== chatId) throw notFound('message');
}

/**
 * PUT /chat/{id}/draft (API.md "Rich messages"): keeps what a member is typing in a chat, or
 * removes it when the text is blank; every socket of theirs hears `draft_updated`, so their
 * other devices show it (the one that saved it already does, and ignores an echo of its own text).
 * The draft lives on the chat, under the member's id: the chat list reads it with the chat, and
 * the member's next send there removes it in the send's own update.
 */
export async function saveDraft(opts: { userId: string; chatId: string; text: string; replyTo?: string | null }) {
  await getChatForMember(opts.chatId, opts.userId);
  const path = `drafts.${opts.userId}`;
  const member = { _id: new mongoose.Types.ObjectId(opts.chatId), members: new mongoose.Types.ObjectId(opts.userId) };
  if (!opts.text.trim()) {
    await Chat.updateOne(member, { $unset: { [path]: '' } });
    publish.toUser(opts.userId, 'draft_updated', { chatId: opts.chatId, draft: null });
    return { success: true as const };
  }
  if (opts.replyTo) await assertReplyInChat(opts.replyTo, opts.chatId);
  const draft = { text: opts.text, replyTo: opts.replyTo ? new mongoose.Types.ObjectId(opts.replyTo) : null, updatedAt: new Date() };
  // An update, not a save: the chat's document is written by sends at the same time.
  await Chat.updateOne(member, { $set: { [path]: draft } });
  publish.toUser(opts.userId, 'draft_updated', { chatId: opts.chatId, draft: wireDraft(draft) });
  return { success: true as const };
}
