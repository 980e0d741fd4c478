import mongoose from 'mongoose';
import { verifyUserToken } from '@/lib/auth/jwt';
import { readSessionUser } from '@/lib/auth/cached-session';
import { contactsOf, type ChatMembers } from '@/lib/chats/contacts';

export type SocketSession =
  | {
      ok: true;
      userId: string;
      username: string;
      hideOnline: boolean;
      sessionVersion: number;
      sessionId: string;
      /** the user's chats: the socket joins their rooms */
      chatIds: string[];
      /** the chats whose members' presence the user follows */
      circles: ChatMembers[];
    }
  | { ok: false; code: 'UNAUTHORIZED' | 'SESSION_ENDED' };

/**
 * What a socket's `setup` needs, in two database commands whatever the user's chat count: the
 * user by _id (with their chat ids), then those chats' members by _id. As for API calls, a bad
 * token or a gone account is UNAUTHORIZED, a token of a session ended by a password change, a
 * reset or a deletion is SESSION_ENDED.
 */
export async function openSocketSession(token: unknown): Promise<SocketSession> {
  if (typeof token !== 'string' || token.length > 2048) return { ok: false, code: 'UNAUTHORIZED' };
  const claims = verifyUserToken(token);
  if (!claims || !mongoose.isObjectIdOrHexString(claims.userId)) return { ok: false, code: 'UNAUTHORIZED' };
  // The whole user, kept for the API calls that follow (lib/auth/cached-session.ts).
  const user = await readSessionUser(claims.userId, true);
  if (!user) return { ok: false, code: 'UNAUTHORIZED' };
  if ((user.sessionVersion ?? 0) !== claims.sessionVersion) return { ok: false, code: 'SESSION_ENDED' };
  const { chatIds, circles } = await contactsOf(claims.userId, user.chatIds ?? []);
  return {
    ok: true,
    userId: claims.userId,
    username: user.username,
    hideOnline: !!user.hideOnline,
    sessionVersion: claims.sessionVersion,
    sessionId: claims.sessionId,
    chatIds,
    circles,
  };
}
