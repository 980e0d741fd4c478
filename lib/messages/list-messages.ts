import { getChatForMember, readMarksOf } from '@/lib/chats/get-chat';
import { Message } from '@/models/Message';
import { serializeMessages } from './load-messages';
import type { MessageDoc } from './serialize-message';
import { visibleMessagesFilter } from './visible-messages';

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;

export const pageSize = (limit: number | undefined) => Math.min(limit ?? DEFAULT_PAGE, MAX_PAGE);

/**
 * One page of a chat's history, oldest first (API.md). Without a cursor: the newest `limit`.
 * `before`: older than that message (scrolling up). `after`: newer than it (a reconnecting
 * client catching up, or scrolling down from a message jumped to). Uses the {chatId, _id} index;
 * what the caller may not see is left out (visibleMessagesFilter).
 */
export async function listMessages(opts: { chatId: string; userId: string; before?: string; after?: string; limit?: number }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  const limit = pageSize(opts.limit);
  const filter = visibleMessagesFilter(chat, opts.userId, { after: opts.after, before: opts.before });
  // Catching up reads forwards from the cursor; everything else reads backwards from the newest.
  const forwards = !!opts.after && !opts.before;
  const rows = await Message.find(filter)
    .sort({ _id: forwards ? 1 : -1 })
    .limit(limit + 1)
    .lean<MessageDoc[]>();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forwards) page.reverse();
  return { messages: await serializeMessages(page, () => readMarksOf(chat), { userId: opts.userId, chatOf: () => chat }), hasMore };
}
