import mongoose from 'mongoose';
import { notFound } from '@/lib/api/errors';
import { getChatForMember } from '@/lib/chats/get-chat';
import { publish } from '@/lib/realtime/publisher';
import { Draft } from '@/models/Draft';
import { Message } from '@/models/Message';
import { wireDraft, type DraftDoc } from './wire-draft';

/** A draft's reply must answer a message of the same chat (as a send's must). */
async function assertReplyInChat(replyTo: string, chatId: string) {
  const original = await Message.findById(replyTo, { chatId: 1 }).lean();
  if (!original || String(original.chatId) !== chatId) throw notFound('message');
}

/**
 * PUT /chat/{id}/draft (API.md "Rich messages"): keeps what a member is typing in a chat, or
 * removes it when the text is blank; every socket of theirs hears `draft_updated`, so their
 * other devices show it (the one that saved it already does, and ignores an echo of its own text).
 */
export async function saveDraft(opts: { userId: string; chatId: string; text: string; replyTo?: string | null }) {
  await getChatForMember(opts.chatId, opts.userId);
  const key = { user: new mongoose.Types.ObjectId(opts.userId), chat: new mongoose.Types.ObjectId(opts.chatId) };
  if (!opts.text.trim()) {
    await Draft.deleteOne(key);
    publish.toUser(opts.userId, 'draft_updated', { chatId: opts.chatId, draft: null });
    return { success: true as const };
  }
  if (opts.replyTo) await assertReplyInChat(opts.replyTo, opts.chatId);
  const fields = { text: opts.text, replyTo: opts.replyTo ? new mongoose.Types.ObjectId(opts.replyTo) : null, updatedAt: new Date() };
  const saved = await Draft.findOneAndUpdate(key, { $set: fields }, { upsert: true, new: true }).lean<DraftDoc>();
  publish.toUser(opts.userId, 'draft_updated', { chatId: opts.chatId, draft: wireDraft(saved ?? { ...key, ...fields }) });
  return { success: true as const };
}
