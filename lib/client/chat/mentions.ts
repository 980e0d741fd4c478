import type { Chat, Member, Message } from '@/lib/contract/answers';

// Mentions as the composer and the bubbles see them. The server decides who a message mentions
// (lib/messages/mentions.ts); these only help typing `@username` and show it.

const NAME_CHAR = /[\p{L}\p{M}\p{N}_.]/u;
/** `@` and the name typed so far right before the caret, not glued to a word (an e-mail). */
const TYPING = /(?<![\p{L}\p{M}\p{N}_.@])@([\p{L}\p{M}\p{N}_.]*)$/u;
/** Every `@name` of a text, the way the server reads them. */
const MENTION = /(?<![\p{L}\p{M}\p{N}_.@])@([\p{L}\p{M}\p{N}_.]+)/gu;

/** How many members the picker offers at once. */
export const PICKER_MAX = 8;

export interface MentionQuery {
  /** where the `@` is */
  start: number;
  /** what was typed after it */
  query: string;
}

/** The mention being typed at the caret, or null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  if (caret < text.length && NAME_CHAR.test(text[caret])) return null;
  const match = TYPING.exec(text.slice(0, caret));
  return match ? { start: caret - match[0].length, query: match[1] } : null;
}

/**
 * The members the picker offers for a query: by username or display name, those starting with it
 * first, never the viewer. Only members the viewer may see: a group that hides its list from
 * plain members sends them none (lib/chats/serialize-chat.ts), and the picker then stays closed.
 */
export function matchMembers(chat: Chat, myId: string, query: string): Member[] {
  const q = query.toLowerCase();
  const members = (chat.members ?? []).filter((m): m is Member => typeof m !== 'string' && m._id !== myId && !!m.username);
  const rank = (m: Member) => {
    const [user, name] = [m.username.toLowerCase(), (m.name || '').toLowerCase()];
    if (user.startsWith(q)) return 0;
    if (name.startsWith(q)) return 1;
    return user.includes(q) || name.includes(q) ? 2 : -1;
  };
  return members
    .map((m) => ({ m, r: rank(m) }))
    .filter(({ r }) => r >= 0)
    .sort((a, b) => a.r - b.r || a.m.username.localeCompare(b.m.username))
    .slice(0, PICKER_MAX)
    .map(({ m }) => m);
}

/** The text with the typed mention replaced by `@username `, and where the caret goes. */
export function insertMention(text: string, at: MentionQuery, caret: number, username: string) {
  const inserted = `@${username} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}

export type MentionPart = { text: string; mention?: 'me' | 'other' };

/**
 * A text cut into plain parts and the `@names` to highlight: the viewer's own name when the
 * message mentions them, other names when they are among the usernames the message mentions
 * (`mentioned`, lower-cased; the members the viewer may see).
 */
export function mentionParts(text: string, mentioned: ReadonlySet<string>, myName: string | null): MentionPart[] {
  const parts: MentionPart[] = [];
  let from = 0;
  for (const match of text.matchAll(MENTION)) {
    const name = match[1].toLowerCase().replace(/\.+$/, '');
    const kind = myName && name === myName.toLowerCase() ? 'me' : mentioned.has(name) ? 'other' : null;
    if (!kind) continue;
    const end = match.index + 1 + name.length;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: text.slice(match.index, end), mention: kind });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** Lower-cased usernames of the members a message mentions, as far as the viewer knows them. */
export function mentionedNames(chat: Chat | undefined, message: Pick<Message, 'mentions'>): Set<string> {
  const ids = new Set(message.mentions ?? []);
  if (!ids.size || !chat) return new Set();
  return new Set((chat.members ?? []).flatMap((m) => (typeof m !== 'string' && ids.has(m._id) ? [m.username.toLowerCase()] : [])));
}

/** ObjectId hex strings sort as the ids do (cache.ts compares them the same way). */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const mentionsMe = (message: Pick<Message, 'mentions'>, myId: string) => (message.mentions ?? []).includes(myId);

/** A chat's unread mentions after the viewer read up to `lastReadId`. */
export function readMentions(chat: Chat, lastReadId: string): Chat {
  const ids = (chat.unreadMentionIds ?? []).filter((id) => byId(id, lastReadId) > 0);
  return ids.length === (chat.unreadMentionIds ?? []).length ? chat : { ...chat, unreadMentionIds: ids, unreadMentions: ids.length };
}

/** A chat's unread mentions with a new message that mentions the viewer (unless already read). */
export function addMention(chat: Chat, message: Message, myId: string, reading: boolean): Chat {
  const ids = chat.unreadMentionIds ?? [];
  if (reading || !mentionsMe(message, myId) || ids.includes(message._id)) return chat;
  const next = [...ids, message._id].sort(byId);
  return { ...chat, unreadMentionIds: next, unreadMentions: next.length };
}

/** A chat's unread mentions after an edit of one of its messages: the new text may add or drop the viewer. */
export function editMentions(chat: Chat, message: Message, myId: string): Chat {
  const ids = chat.unreadMentionIds ?? [];
  const unread = message.sender !== myId && byId(message._id, chat.lastReadId ?? '') > 0;
  const want = unread && mentionsMe(message, myId);
  if (want === ids.includes(message._id)) return chat;
  const next = want ? [...ids, message._id].sort(byId) : ids.filter((id) => id !== message._id);
  return { ...chat, unreadMentionIds: next, unreadMentions: next.length };
}
