import type mongoose from 'mongoose';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { mapEntry } from '@/lib/db/map-field';

type Id = mongoose.Types.ObjectId;

const path = (userId: string) => `unreadMentionIds.${userId}`;

/**
 * The messages mentioning a member that they have not read, oldest first: those the send's claim
 * listed for them (Chat.unreadMentionIds) past both their read mark and their "delete for me" of
 * the chat. The marks are checked here too, so that a list left from before a member left and
 * came back, or from before they cleared the chat, counts nothing already behind them.
 */
export function unreadMentionIdsOf(chat: Pick<ChatDoc, 'unreadMentionIds' | 'lastRead' | 'clearedUpTo'>, userId: string): string[] {
  const ids = (mapEntry<Id[]>(chat.unreadMentionIds, userId) ?? []).map(String);
  const after = [mapEntry<Id>(chat.lastRead, userId), mapEntry<Id>(chat.clearedUpTo, userId)].filter(Boolean).map(String);
  return ids.filter((id) => after.every((mark) => id > mark)).sort();
}

/** The update that takes a reader's mentions up to `lastReadId` off their list; null when none are. */
export function readMentionsUpdate(chat: Pick<ChatDoc, 'unreadMentionIds'>, userId: string, lastReadId: string) {
  const read = (mapEntry<Id[]>(chat.unreadMentionIds, userId) ?? []).filter((id) => String(id) <= lastReadId);
  return read.length ? { $pullAll: { [path(userId)]: read } } : null;
}

/**
 * The update that follows an edit's new mentions: members newly mentioned get the message on
 * their list unless they already read past it; members no longer mentioned lose it. Null when the
 * mentions did not change.
 */
export function editedMentionsUpdate(chat: Pick<ChatDoc, 'lastRead'>, messageId: Id, before: Id[], after: Id[]) {
  const [was, now] = [new Set(before.map(String)), new Set(after.map(String))];
  const added = [...now].filter((id) => !was.has(id) && !(String(mapEntry<Id>(chat.lastRead, id) ?? '') >= String(messageId)));
  const removed = [...was].filter((id) => !now.has(id));
  if (!added.length && !removed.length) return null;
  return {
    ...(added.length ? { $addToSet: Object.fromEntries(added.map((id) => [path(id), messageId])) } : {}),
    ...(removed.length ? { $pull: Object.fromEntries(removed.map((id) => [path(id), messageId])) } : {}),
  };
}

/** The update that takes a message deleted for everyone off the lists of those it mentioned. */
export function deletedMentionsUpdate(messageId: Id, mentions: Id[] | undefined) {
  return mentions?.length ? { $pull: Object.fromEntries(mentions.map((id) => [path(String(id)), messageId])) } : null;
}
