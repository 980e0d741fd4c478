import mongoose from 'mongoose';
import { getChatForMember, readMarksOf } from '@/lib/chats/get-chat';
import { ANY_OBJECT_ID } from '@/lib/db/id-range';
import { Message } from '@/models/Message';
import { serializeMessages } from './load-messages';
import type { MessageDoc } from './serialize-message';

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;

const clearedFor = (chat: { clearedUpTo?: unknown }, userId: string) => {
  const map = chat.clearedUpTo as Map<string, mongoose.Types.ObjectId> | Record<string, mongoose.Types.ObjectId> | undefined;
  return map instanceof Map ? map.get(userId) : map?.[userId];
};

/**
 * One page of a chat's history, oldest first (API.md). Without a cursor: the newest `limit`.
 * `before`: older than that message (scrolling up). `after`: newer than it (a reconnecting
 * client catching up). Uses the {chatId, _id} index; messages the caller deleted for
 * themselves, or that predate their "delete for me" of the chat, are left out.
 */
export async function listMessages(opts: { chatId: string; userId: string; before?: string; after?: string; limit?: number }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  const limit = Math.min(opts.limit ?? DEFAULT_PAGE, MAX_PAGE);
  const idRange: Record<string, mongoose.Types.ObjectId> = { ...ANY_OBJECT_ID };
  const cleared = clearedFor(chat, opts.userId);
  if (cleared) idRange.$gt = cleared;
  if (opts.after && (!cleared || opts.after > String(cleared))) idRange.$gt = new mongoose.Types.ObjectId(opts.after);
  if (opts.before) idRange.$lt = new mongoose.Types.ObjectId(opts.before);
  const filter = {
    chatId: chat._id,
    deletedFor: { $ne: new mongoose.Types.ObjectId(opts.userId) },
    _id: idRange,
  };
  // Catching up reads forwards from the cursor; everything else reads backwards from the newest.
  const forwards = !!opts.after && !opts.before;
  const rows = await Message.find(filter)
    .sort({ _id: forwards ? 1 : -1 })
    .limit(limit + 1)
    .lean<MessageDoc[]>();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forwards) page.reverse();
  return { messages: await serializeMessages(page, () => readMarksOf(chat)), hasMore };
}
