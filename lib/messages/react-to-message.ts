import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/api/errors';
import { readMarksOf } from '@/lib/chats/get-chat';
import { publish } from '@/lib/realtime/publisher';
import { Message } from '@/models/Message';
import { getMessageForMember } from './get-message';
import { serializeOne } from './load-messages';
import type { MessageDoc } from './serialize-message';

// Each lost race means another user's reaction got in: with jitter, a burst of N simultaneous
// reactions settles in about N rounds. Enough for a busy message; a timeout, not a livelock.
const MAX_TRIES = 25;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 5 * (attempt + 1))));

/**
 * One reaction per user per message: a new emoji replaces the old one, an empty one removes it.
 * The small reactions array is rewritten conditionally on a revision number, so concurrent
 * reactions never lose each other (FerretDB v1 has no positional updates).
 */
export async function reactToMessage(opts: { userId: string; messageId: string; emoji: string }) {
  const found = await getMessageForMember(opts.messageId, opts.userId);
  const marks = readMarksOf(found.chat);
  let message = found.message;
  if (message.type === 'system') throw new ApiError('FORBIDDEN');
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const others = (message.reactions ?? []).filter((r) => String(r.userId) !== opts.userId);
    const next = opts.emoji ? [...others, { userId: new mongoose.Types.ObjectId(opts.userId), emoji: opts.emoji }] : others;
    const rev = message.reactionsRev ?? 0;
    const result = await Message.updateOne(
      { _id: message._id, reactionsRev: rev === 0 ? { $in: [0, null] } : rev },
      { $set: { reactions: next, reactionsRev: rev + 1 } },
    );
    if (result.modifiedCount === 1) {
      const updated = { ...message, reactions: next, reactionsRev: rev + 1 } as MessageDoc;
      const wire = await serializeOne(updated, marks);
      publish.toChat(String(message.chatId), 'message_reacted', { chatId: String(message.chatId), messageId: wire._id, reactions: wire.reactions });
      return wire;
    }
    await backoff(attempt);
    const fresh = await Message.findById(message._id).lean<MessageDoc>();
    if (!fresh) throw notFound('message');
    message = fresh;
  }
  throw new ApiError('INVALID_STATE');
}
