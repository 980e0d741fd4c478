import { mapEntry } from '@/lib/db/map-field';
import type { ChatDoc } from './get-chat';

/**
 * How many messages of a chat a member has not read: the chat's message count (`seq`) less the
 * member's `readSeq`. A send adds one to `seq` and one to the sender's own `readSeq` (their
 * message is not unread for them) and touches nobody else's; mark-read sets `readSeq` to the
 * read message's position. Joiners start with `readSeq` = `seq` (lib/groups/membership.ts); founders with none, which counts as 0.
 */
export function unreadCountOf(chat: Pick<ChatDoc, 'seq' | 'readSeq'>, userId: string): number {
  const read = Number(mapEntry(chat.readSeq, userId) ?? 0);
  return Math.max(0, Number(chat.seq ?? 0) - read);
}
