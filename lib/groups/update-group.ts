import { announceChat } from '@/lib/chats/announce-chat';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { recordAction, type LoggedAction } from '@/lib/moderation/record-action';
import { Chat, type ChatFields } from '@/models/Chat';

/** What a change writes to the group's moderation log. */
export type GroupLogEntry = Omit<LoggedAction, 'chatId'>;

/** Writes these entries of the group's log (in order). */
export async function logGroupActions(group: Pick<ChatDoc, '_id'>, entries: GroupLogEntry | GroupLogEntry[] | undefined): Promise<void> {
  for (const entry of [entries ?? []].flat()) await recordAction({ chatId: group._id, ...entry });
}

/**
 * Applies a change to a group, writes its `log` entries, and announces chat_updated to its
 * members (and to `alsoNotify`, e.g. someone just removed). The log comes before the
 * announcement: an admin's screen that reads the log again on chat_updated finds the entry.
 * Returns the group as it is now.
 */
export async function applyGroupChange(
  group: ChatDoc,
  update: Record<string, unknown>,
  options: { alsoNotify?: string[]; touch?: boolean; log?: GroupLogEntry | GroupLogEntry[] } = {},
): Promise<ChatDoc> {
  const updated = await Chat.findOneAndUpdate({ _id: group._id }, update, { returnDocument: 'after', timestamps: options.touch ?? false }).lean<ChatDoc>();
  const current = updated ?? group;
  await logGroupActions(group, options.log);
  await announceChat(current, { alsoNotify: options.alsoNotify });
  return current;
}

/** What changeGroupSettings sets; public join goes through lib/groups/invite-links.ts (the link is an invite). */
export type GroupSettings = Partial<Pick<ChatFields, 'name' | 'avatar' | 'hideMemberList' | 'showJoinLeaveNotice'>>;
