import { notFound } from '@/lib/errors/api-error';
import { getChatForMember, readMarksOf } from '@/lib/chats/get-chat';
import { Message } from '@/models/Message';
import { pageSize } from './list-messages';
import { serializeMessages } from './load-messages';
import type { MessageDoc } from './serialize-message';
import { visibleMessagesFilter, type IdBounds } from './visible-messages';

/**
 * How many of the rows read on each side go into a page of `limit`: half each, the message itself
 * counted on the older side; a side with fewer rows leaves its share to the other, so a page at
 * either end of a chat is still a full page.
 */
export function splitAround(limit: number, olderRows: number, newerRows: number) {
  const older = Math.min(olderRows, limit - Math.min(newerRows, Math.floor(limit / 2)));
  const newer = Math.min(newerRows, limit - older);
  return { older, newer };
}

/**
 * The page of a chat's history centred on one message, oldest first (API.md `around=`), for
 * jumping to it: `hasMore` says older messages exist, `hasMoreAfter` newer ones. Reads of the
 * {chatId, _id} index one each way from the message, with the visibility rules of every history
 * page; 404 NOT_FOUND (message) when the message is not one of those the caller sees in the chat.
 * Each way reads its half of the page (and one row to tell whether more exist); only near either
 * end of the chat, where one way comes back short, is the other read again, far enough to fill it.
 */
export async function listAround(opts: { chatId: string; userId: string; around: string; limit?: number }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  const limit = pageSize(opts.limit);
  const read = (bounds: IdBounds, order: 1 | -1, rows: number) =>
    Message.find(visibleMessagesFilter(chat, opts.userId, bounds)).sort({ _id: order }).limit(rows).lean<MessageDoc[]>();
  const readOlder = (rows: number) => read({ upTo: opts.around }, -1, rows);
  const readNewer = (rows: number) => read({ after: opts.around }, 1, rows);
  // The halves of splitAround: the message itself is on the older side.
  const newerHalf = Math.floor(limit / 2);
  const olderHalf = limit - newerHalf;
  let [olderRows, newerRows] = await Promise.all([readOlder(olderHalf + 1), readNewer(newerHalf + 1)]);
  // The read up to the message starts with it, unless the caller may not see it (or it is elsewhere).
  if (String(olderRows[0]?._id) !== opts.around) throw notFound('message');
  if (olderRows.length <= olderHalf && newerRows.length > newerHalf) newerRows = await readNewer(limit - olderRows.length + 1);
  else if (newerRows.length <= newerHalf && olderRows.length > olderHalf) olderRows = await readOlder(limit - newerRows.length + 1);
  const take = splitAround(limit, olderRows.length, newerRows.length);
  const page = [...olderRows.slice(0, take.older).reverse(), ...newerRows.slice(0, take.newer)];
  return {
    messages: await serializeMessages(page, () => readMarksOf(chat), { userId: opts.userId, chatOf: () => chat }),
    hasMore: olderRows.length > take.older,
    hasMoreAfter: newerRows.length > take.newer,
  };
}
