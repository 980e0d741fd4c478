import mongoose from 'mongoose';
import { chatIdsOf } from '@/lib/chats/chat-index';
import { getChatForMember, readMarksOf, type ChatDoc } from '@/lib/chats/get-chat';
import { serializeMessages } from '@/lib/messages/load-messages';
import type { MessageDoc } from '@/lib/messages/serialize-message';
import { hiddenBy } from '@/lib/messages/visible-messages';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { SearchPosting } from '@/models/SearchPosting';
import { chatKey, postingRange, searchableText, storedKey } from './postings';
import { matchesExactly, matchesQuery, parseQuery, type SearchQuery } from './query';

/**
 * Postings read per round: twice a page at first (a common word's candidates mostly match),
 * four times more each round after (a rare one's, or one chat's, are sparse), at most
 * MAX_SCANNED for one page.
 */
const roundSize = (limit: number, round: number) => Math.min(MAX_ROUND, (limit + 1) * 2 * 4 ** round);
const MAX_ROUND = 500;
const MAX_SCANNED = 2_000;

type Id = mongoose.Types.ObjectId;
type VisibleChat = Pick<ChatDoc, '_id' | 'type' | 'members' | 'lastRead' | 'blockedBy' | 'clearedUpTo'>;

const CHAT_FIELDS = { type: 1, members: 1, lastRead: 1, blockedBy: 1, clearedUpTo: 1 } as const;

/**
 * Whether the caller may find this message: in a chat of theirs, not deleted for them, not from
 * before their "delete for me" of the chat, not from someone who blocked them in a one-to-one
 * chat; text, captions and file names only.
 */
function visibleTo(message: MessageDoc, chat: VisibleChat | undefined, userId: string): boolean {
  if (!chat || hiddenBy(message, chat, userId)) return false;
  const sender = message.sender ? String(message.sender) : '';
  if (chat.type === 'single' && sender !== userId && (chat.blockedBy ?? []).some((id) => String(id) === sender)) return false;
  return true;
}

async function chatsToSearch(userId: string, chatId?: string): Promise<VisibleChat[]> {
  if (chatId) return [await getChatForMember(chatId, userId)];
  const ids = await chatIdsOf(userId);
  if (!ids.length) return [];
  const chats = await Chat.find({ _id: { $in: ids } }, CHAT_FIELDS).lean<VisibleChat[]>();
  // chatIds is kept with membership; the members list has the final word.
  return chats.filter((chat) => chat.members.some((m) => String(m) === userId));
}

/** Reads the driver key's postings (within `chatId` when given) newest first and keeps the messages that match, up to `limit` + 1. */
async function collectMatches(query: SearchQuery, chats: Map<string, VisibleChat>, userId: string, limit: number, before?: string, chatId?: string) {
  const found: MessageDoc[] = [];
  let cursor = before;
  const chatIds = [...chats.values()].map((chat) => chat._id as Id);
  const key = chatId ? chatKey(chatId, query.driver) : query.driver;
  for (let round = 0, scanned = 0; scanned < MAX_SCANNED; round += 1) {
    const size = Math.min(roundSize(limit, round), MAX_SCANNED - scanned);
    scanned += size;
    const postings = await SearchPosting.find({ _id: postingRange(key, cursor), k: storedKey(key), c: { $in: chatIds } }, { m: 1 })
      .sort({ _id: -1 })
      .limit(size)
      .lean();
    if (!postings.length) return { found, more: false, cursor };
    const loaded = await Message.find({ _id: { $in: postings.map((p) => p.m) } }).lean<MessageDoc[]>();
    const byId = new Map(loaded.map((m) => [String(m._id), m]));
    for (const posting of postings) {
      const message = byId.get(String(posting.m));
      cursor = String(posting.m);
      if (!message || !visibleTo(message, chats.get(String(message.chatId)), userId)) continue;
      if (!matchesQuery(searchableText(message), query)) continue;
      if (found.length === limit) return { found, more: true, cursor: String(found[found.length - 1]._id) };
      found.push(message);
    }
    if (postings.length < size) return { found, more: false, cursor };
  }
  // Read as far as one page may: the client asks on from where this stopped.
  return { found, more: true, cursor };
}

/**
 * GET /messages/search (API.md): the caller's messages matching `q`, newest first, in one chat
 * or all of theirs. Reads one index key's postings (lib/search/postings.ts) and checks each
 * candidate whole; messages with the query's diacritics as typed come first on their page.
 */
export async function searchMessages(opts: { userId: string; q: string; chatId?: string; before?: string; limit: number }) {
  const query = parseQuery(opts.q);
  const chats = await chatsToSearch(opts.userId, opts.chatId);
  if (!query || !chats.length) return { messages: [], hasMore: false };
  const byId = new Map(chats.map((chat) => [String(chat._id), chat]));
  const { found, more, cursor } = await collectMatches(query, byId, opts.userId, opts.limit, opts.before, opts.chatId);
  const exact = found.filter((m) => matchesExactly(searchableText(m), opts.q));
  const ranked = [...exact, ...found.filter((m) => !exact.includes(m))];
  const messages = await serializeMessages(
    ranked,
    (chatId) => {
      const chat = byId.get(chatId);
      return chat ? readMarksOf(chat) : undefined;
    },
    { userId: opts.userId, chatOf: (chatId) => byId.get(chatId) },
  );
  return { messages, hasMore: more, ...(more && cursor ? { nextBefore: cursor } : {}) };
}
