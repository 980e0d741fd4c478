import mongoose from 'mongoose';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';

type Id = mongoose.Types.ObjectId;

/**
 * `@name` where a username may stand (lib/validations/auth.ts: letters, marks, digits, `_`, `.`),
 * not glued to a word before it (an e-mail address mentions nobody).
 */
const MENTION = /(?<![\p{L}\p{M}\p{N}_.@])@([\p{L}\p{M}\p{N}_.]+)/gu;

/** More names than this in one message are not looked up: a message is not a mailing list. */
export const MENTIONS_MAX = 50;

/**
 * The usernames a text may mention, lower-cased as User.usernameLower stores them. A name ending
 * in dots is also tried without them: "@alice." ends a sentence more often than a name.
 */
export function mentionCandidates(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = match[1].toLowerCase();
    names.add(name);
    const trimmed = name.replace(/\.+$/, '');
    if (trimmed) names.add(trimmed);
    if (names.size >= MENTIONS_MAX) break;
  }
  return [...names];
}

/**
 * The members of this group a text mentions, but the author. Current members only: the user's
 * own chat list (User.chatIds, kept with every membership change) says whether they belong, so
 * one lookup over the usernameLower index answers. Direct chats mention nobody. Costs nothing
 * for a text without `@name`; the chat's type is read only when a member's name was found.
 */
export async function findMentions(opts: { chatId: Id | string; authorId: string; type: string; content: string }): Promise<Id[]> {
  if (opts.type !== 'text') return [];
  const names = mentionCandidates(opts.content);
  if (!names.length) return [];
  const chatId = new mongoose.Types.ObjectId(String(opts.chatId));
  const users = await User.find({ usernameLower: { $in: names }, chatIds: chatId, _id: { $ne: new mongoose.Types.ObjectId(opts.authorId) } }, { _id: 1 }).lean<
    { _id: Id }[]
  >();
  if (!users.length) return [];
  const group = await Chat.exists({ _id: chatId, type: 'group' });
  return group ? users.map((u) => u._id) : [];
}
