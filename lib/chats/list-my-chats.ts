import mongoose from 'mongoose';
import { Chat } from '@/models/Chat';
import { chatIdsOf } from './chat-index';
import type { ChatDoc } from './get-chat';
import { serializeChatsFor } from './serialize-chat';

const MAX_CHATS = 300;

/**
 * The caller's chats, newest activity first, without those they deleted for themselves: their
 * chat ids from their own document, then those chats by _id (both index lookups). The member
 * condition keeps the answer exact even if an id were left behind in the user's list.
 */
export async function listMyChats(userId: string) {
  const ids = await chatIdsOf(userId);
  if (!ids.length) return [];
  const me = new mongoose.Types.ObjectId(userId);
  const chats = await Chat.find({ _id: { $in: ids }, members: me, hiddenFor: { $ne: me } })
    .sort({ updatedAt: -1 })
    .limit(MAX_CHATS)
    .lean<ChatDoc[]>();
  return serializeChatsFor(chats, userId);
}
