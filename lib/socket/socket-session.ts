import mongoose, { type Types } from 'mongoose';
import { verifyUserToken } from '@/lib/auth/jwt';
import { User } from '@/models/User';
import { contactsOf } from './contacts';

export interface SocketSession {
  userId: string;
  username: string;
  hideOnline: boolean;
  /** the user's chats: the socket joins their rooms */
  chatIds: string[];
  /** whose presence the user follows */
  contacts: string[];
}

/**
 * What a socket's `setup` needs, in two database commands whatever the user's chat count: the
 * user by _id (with their chat ids), then those chats' members by _id. Undefined for a token
 * that is not a live session of an existing account.
 */
export async function openSocketSession(token: unknown): Promise<SocketSession | undefined> {
  if (typeof token !== 'string' || token.length > 2048) return undefined;
  const userId = verifyUserToken(token);
  if (!userId || !mongoose.isObjectIdOrHexString(userId)) return undefined;
  const user = await User.findById(userId, { username: 1, hideOnline: 1, chatIds: 1 }).lean<{ username: string; hideOnline?: boolean; chatIds?: Types.ObjectId[] }>();
  if (!user) return undefined;
  const { chatIds, contacts } = await contactsOf(userId, user.chatIds ?? []);
  return { userId, username: user.username, hideOnline: !!user.hideOnline, chatIds, contacts };
}
