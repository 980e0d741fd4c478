import { hash } from 'node:crypto';
import mongoose from 'mongoose';
import { plainText } from '@/lib/messages/markup/plain-text';
import { processSingleton } from '@/lib/util/process-singleton';
import { indexKeys } from './query';

type Id = mongoose.Types.ObjectId;

/** Messages whose text is searched; system messages (joins, calls, ...) are not. */
const SEARCHED_TYPES = new Set(['text', 'image', 'video', 'audio', 'voice', 'file']);

export interface IndexedMessage {
  _id: Id;
  chatId: Id;
  type?: string | null;
  content?: string | null;
  fileName?: string | null;
}

/**
 * What of a message is searched: its text or caption as the reader sees it (without the markup of
 * API.md, so `**word**` and `||word||` are found as `word`), and its file's name.
 */
export function searchableText(message: Pick<IndexedMessage, 'type' | 'content' | 'fileName'>): string {
  if (!SEARCHED_TYPES.has(message.type ?? 'text')) return '';
  return [plainText(message.content ?? ''), message.fileName ?? ''].filter(Boolean).join('\n');
}

const KEY_HASHES_KEPT = 20_000;
const keyHashes = processSingleton('searchKeyHashes', () => new Map<string, Buffer>());

/**
 * A key's SHA-1 (callers read it, never change it). Kept for the keys seen last: a chat's words
 * recur from message to message, and hashing each key of each message again cost the send more
 * than the rest of its indexing. Emptied when full, which bounds the memory without bookkeeping.
 */
function keyHash(key: string): Buffer {
  let digest = keyHashes.get(key);
  if (!digest) {
    if (keyHashes.size >= KEY_HASHES_KEPT) keyHashes.clear();
    digest = hash('sha1', key, 'buffer');
    keyHashes.set(key, digest);
  }
  return digest;
}
const keyPrefix = (key: string) => keyHash(key).subarray(0, 3);

/**
 * A posting's `_id`: 3 bytes of the key's hash, then the message id's time (4 bytes), counter
 * (3) and the first 2 bytes of its process part. So one key's postings are one contiguous `_id`
 * range, ordered by when their messages were made; the same key and message always give the same
 * id (indexing twice stores nothing new). Keys sharing a hash prefix share a range and are told
 * apart by `k`.
 */
export function postingId(messageId: Id | string, key: string): Id {
  const message = Buffer.from(String(messageId), 'hex');
  const id = Buffer.concat([keyPrefix(key), message.subarray(0, 4), message.subarray(9, 12), message.subarray(4, 6)]);
  return new mongoose.Types.ObjectId(id);
}

/**
 * The id of a posting whose key shares its 3-byte hash prefix with another key of the same
 * message, which would otherwise get the same id (about 2 messages in 100,000 have such a pair):
 * the last 2 bytes mixed with 2 more bytes of the key's hash. Still in the key's range, still
 * fixed by message and key.
 */
function secondPostingId(messageId: Id | string, key: string): Id {
  const id = Buffer.from(postingId(messageId, key).toHexString(), 'hex');
  const more = keyHash(key);
  id[10] ^= more[3];
  id[11] ^= more[4];
  return new mongoose.Types.ObjectId(id);
}

/** The `_id` range of a key's postings, older than message `before` when given. */
export function postingRange(key: string, before?: string): { $gte: Id; $lt?: Id; $lte?: Id } {
  const prefix = keyPrefix(key);
  const low = new mongoose.Types.ObjectId(Buffer.concat([prefix, Buffer.alloc(9, 0)]));
  if (before) return { $gte: low, $lt: postingId(before, key) };
  return { $gte: low, $lte: new mongoose.Types.ObjectId(Buffer.concat([prefix, Buffer.alloc(9, 0xff)])) };
}

export const storedKey = (key: string) => encodeURIComponent(key);

/**
 * A key within one chat: searching one conversation reads only that chat's postings, however
 * many other chats use the word.
 */
export const chatKey = (chatId: Id | string, key: string) => `${String(chatId)}|${key}`;

/**
 * The postings of one message (none for system messages and empty texts): each key once for
 * searching all the user's chats and once within its chat.
 */
export function postingsOf(message: IndexedMessage) {
  const keys = indexKeys(searchableText(message)).flatMap((key) => [key, chatKey(message.chatId, key)]);
  const taken = new Set<string>();
  return keys.map((k) => {
    let id = postingId(message._id, k);
    if (taken.has(id.toHexString())) id = secondPostingId(message._id, k);
    taken.add(id.toHexString());
    return { _id: id, k: storedKey(k), m: message._id, c: message.chatId };
  });
}
