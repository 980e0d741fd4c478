import { Chat } from '@/models/Chat';
import type { ChatDoc } from './get-chat';
import { serializeChatsFor } from './serialize-chat';

const MAX_CHATS = 300;

/** The caller's chats, newest activity first, without those they deleted for themselves. */
export async function listMyChats(userId: string) {
  const chats = await Chat.find({ members: userId, hiddenFor: { $ne: userId } })
    .sort({ updatedAt: -1 })
    .limit(MAX_CHATS)
    .lean<ChatDoc[]>();
  return serializeChatsFor(chats, userId);
}
