import { announceChat } from '@/lib/chats/announce-chat';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { Chat, type ChatFields } from '@/models/Chat';

/**
 * Applies a change to a group and announces chat_updated to its members (and to `alsoNotify`,
 * e.g. someone just removed). Returns the group as it is now.
 */
export async function applyGroupChange(
  group: ChatDoc,
  update: Record<string, unknown>,
  options: { alsoNotify?: string[]; touch?: boolean } = {},
): Promise<ChatDoc> {
  const updated = await Chat.findOneAndUpdate({ _id: group._id }, update, { returnDocument: 'after', timestamps: options.touch ?? false }).lean<ChatDoc>();
  const current = updated ?? group;
  await announceChat(current, { alsoNotify: options.alsoNotify });
  return current;
}

/** What changeGroupSettings sets; public join goes through lib/groups/invite-links.ts (the link is an invite). */
export type GroupSettings = Partial<Pick<ChatFields, 'name' | 'avatar' | 'hideMemberList' | 'showJoinLeaveNotice'>>;
