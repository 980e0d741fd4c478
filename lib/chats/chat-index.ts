import type { Types } from 'mongoose';
import { User } from '@/models/User';

type Id = Types.ObjectId | string;

/**
 * Each user keeps the ids of their chats (User.chatIds), so that connecting and listing chats
 * read them by the user's _id. Every change of a chat's members goes through these two. One
 * update per user, each by _id: on FerretDB writes to one document are queued in the process
 * (lib/db/serialize-writes.ts), which an updateMany over several users would bypass.
 */
export async function addChatToUsers(chatId: Id, userIds: Id[]): Promise<void> {
  await Promise.all(userIds.map((userId) => User.updateOne({ _id: userId }, { $addToSet: { chatIds: chatId } }, { timestamps: false })));
}

export async function removeChatFromUsers(chatId: Id, userIds: Id[]): Promise<void> {
  await Promise.all(userIds.map((userId) => User.updateOne({ _id: userId }, { $pull: { chatIds: chatId } }, { timestamps: false })));
}

/** The ids of a user's chats (one lookup by _id). */
export async function chatIdsOf(userId: string): Promise<Types.ObjectId[]> {
  const user = await User.findById(userId, { chatIds: 1 }).lean<{ chatIds?: Types.ObjectId[] }>();
  return user?.chatIds ?? [];
}
