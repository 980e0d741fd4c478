import mongoose from 'mongoose';
import { POPULATE_MEMBERS_UP_TO } from './serialize-chat';
import { Chat } from '@/models/Chat';

/** A chat's members to follow: what a socket's `setup` read, or what a link announces. */
export interface ChatMembers {
  chatId: string;
  members: string[];
}

/**
 * The user's chats (their rooms) and whose presence they follow: the members of their one-to-one
 * chats and of their groups up to a size where a member list is still shown. Bounded, so a huge
 * public group does not make every login fan out to thousands of sockets. `chatIds` are the
 * user's (User.chatIds): one query by _id, never a search of every chat's members.
 */
export async function contactsOf(userId: string, chatIds: mongoose.Types.ObjectId[]): Promise<{ chatIds: string[]; circles: ChatMembers[] }> {
  if (!chatIds.length) return { chatIds: [], circles: [] };
  const chats = await Chat.find({ _id: { $in: chatIds }, members: new mongoose.Types.ObjectId(userId) }, { members: 1 }).lean();
  const circles: ChatMembers[] = [];
  for (const chat of chats) {
    if (chat.members.length <= POPULATE_MEMBERS_UP_TO) circles.push({ chatId: String(chat._id), members: chat.members.map(String) });
  }
  return { chatIds: chats.map((c) => String(c._id)), circles };
}
