import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import { loadMemberSummaries } from '@/lib/chats/member-summary';
import { Chat } from '@/models/Chat';
import { Message, type MessageFields } from '@/models/Message';

type ForwardInfo = NonNullable<MessageFields['forwardInfo']>;

/**
 * Where a forwarded message comes from, taken from the original (never from the client, who
 * could name anyone): its author, or the first author when the original was itself forwarded.
 * The forwarder must be able to read the original; the author's e-mail is shown only when their
 * profile is public (member summaries).
 */
export async function forwardOrigin(originalMsgId: string | undefined, userId: string): Promise<ForwardInfo | null> {
  if (!originalMsgId) return null;
  const original = await Message.findById(originalMsgId, { chatId: 1, sender: 1, forwardInfo: 1, deletedFor: 1 }).lean();
  // A message the forwarder cannot read is, for them, no message at all.
  const readable = original && !original.deletedFor?.some((id) => String(id) === userId) && (await Chat.exists({ _id: original.chatId, members: userId }));
  if (!original || !readable) throw notFound('message');
  if (original.forwardInfo?.originalMsgId) return original.forwardInfo;
  const author = original.sender ? (await loadMemberSummaries([original.sender])).get(String(original.sender)) : undefined;
  const from = author ? { _id: author._id, username: author.username, avatar: author.avatar, ...(author.email ? { email: author.email } : {}) } : {};
  return { from, originalMsgId: new mongoose.Types.ObjectId(originalMsgId) } as ForwardInfo;
}
