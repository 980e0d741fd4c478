import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { readMarksOf } from '@/lib/chats/get-chat';
import { retryCompareAndSet } from '@/lib/db/compare-and-set';
import { publish } from '@/lib/realtime/publisher';
import { Message } from '@/models/Message';
import { getMessageForMember } from './get-message';
import { serializeOne } from './load-messages';
import type { MessageDoc } from './serialize-message';

/**
 * One reaction per user per message: a new emoji replaces the old one, an empty one removes it.
 * The small reactions array is rewritten conditionally on a revision number, so concurrent
 * reactions never lose each other (FerretDB v1 has no positional updates), lost races retried.
 */
export async function reactToMessage(opts: { userId: string; messageId: string; emoji: string }) {
  const found = await getMessageForMember(opts.messageId, opts.userId);
  const marks = readMarksOf(found.chat);
  let message = found.message;
  if (message.type === 'system') throw new ApiError('FORBIDDEN');
  let stale = false;
  return retryCompareAndSet(async () => {
    if (stale) message = await readAgain(message._id);
    stale = true;
    const others = (message.reactions ?? []).filter((r) => String(r.userId) !== opts.userId);
    const next = opts.emoji ? [...others, { userId: new mongoose.Types.ObjectId(opts.userId), emoji: opts.emoji }] : others;
    const rev = message.reactionsRev ?? 0;
    const result = await Message.updateOne(
      { _id: message._id, reactionsRev: rev === 0 ? { $in: [0, null] } : rev },
      { $set: { reactions: next, reactionsRev: rev + 1 } },
    );
    if (result.modifiedCount !== 1) return undefined;
    const updated = { ...message, reactions: next, reactionsRev: rev + 1 } as MessageDoc;
    const wire = await serializeOne(updated, marks);
    publish.toChat(String(message.chatId), 'message_reacted', { chatId: String(message.chatId), messageId: wire._id, reactions: wire.reactions });
    return wire;
  });
}

async function readAgain(id: MessageDoc['_id']): Promise<MessageDoc> {
  const message = await Message.findById(id).lean<MessageDoc>();
  if (!message) throw notFound('message');
  return message;
}
