import mongoose from 'mongoose';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { ANY_OBJECT_ID } from '@/lib/db/id-range';
import { mapEntry } from '@/lib/db/map-field';
import type { MessageDoc } from './serialize-message';

type ObjectId = mongoose.Types.ObjectId;

/** The newest message id of the user's "delete for me" of the chat, if they did. */
export const clearedFor = (chat: Pick<ChatDoc, 'clearedUpTo'>, userId: string): ObjectId | undefined => mapEntry<ObjectId>(chat.clearedUpTo, userId);

/** Whether `userId` has hidden this message: deleted it for themselves, or cleared the chat past it. */
export function hiddenBy(message: Pick<MessageDoc, '_id' | 'deletedFor'>, chat: Pick<ChatDoc, 'clearedUpTo'> | undefined, userId: string): boolean {
  if ((message.deletedFor ?? []).some((id) => String(id) === userId)) return true;
  const cleared = chat && clearedFor(chat, userId);
  return !!cleared && String(message._id) <= String(cleared);
}

/** Bounds on `_id`, as message ids: strictly after, strictly before, up to and including. */
export interface IdBounds {
  after?: string;
  before?: string;
  upTo?: string;
}

/**
 * The query of a chat's messages that `userId` may see, with `_id` within `bounds`: not deleted
 * for them, and newer than their "delete for me" of the chat (`clearedUpTo`). Every history read
 * (pages, catch-up, the page around a message) goes through it, so they all hide the same
 * messages; the {chatId, _id} index serves it.
 */
export function visibleMessagesFilter(chat: Pick<ChatDoc, '_id' | 'clearedUpTo'>, userId: string, bounds: IdBounds = {}) {
  const idRange: Record<string, ObjectId> = {};
  const cleared = clearedFor(chat, userId);
  if (cleared) idRange.$gt = cleared;
  if (bounds.after && (!cleared || bounds.after > String(cleared))) idRange.$gt = new mongoose.Types.ObjectId(bounds.after);
  // One lower bound only: given `$gte: 0` and `$gt: x` together, SQLite (under the patched
  // FerretDB) may start its index range at 0 and skip row by row up to x, which made reading
  // forwards from a message deep in a chat of 1,000,000 take seconds.
  if (!idRange.$gt) Object.assign(idRange, ANY_OBJECT_ID);
  if (bounds.before) idRange.$lt = new mongoose.Types.ObjectId(bounds.before);
  if (bounds.upTo) idRange.$lte = new mongoose.Types.ObjectId(bounds.upTo);
  return {
    chatId: chat._id,
    deletedFor: { $ne: new mongoose.Types.ObjectId(userId) },
    _id: idRange,
  };
}
