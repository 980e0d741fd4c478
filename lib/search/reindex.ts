import mongoose from 'mongoose';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';
import { idAtSecond } from '@/lib/util/id-at';
import { Message } from '@/models/Message';
import { storePostings } from './index-writer';
import { postingsOf, type IndexedMessage } from './postings';
import { logger } from '@/lib/log/logger';

const MIGRATIONS = 'migrations';
const MARKER = 'search-postings-v1';
const BATCH = 500;
/**
 * How far back every start re-indexes: postings queued when a process died (index-writer.ts)
 * belong to its last milliseconds; a restart within this window writes them.
 */
export const RECENT_WINDOW_SECONDS = 15 * 60;

const FIELDS = { chatId: 1, type: 1, content: 1, fileName: 1 } as const;

/** Postings for every message newer than `after`, oldest first, 500 messages per write. */
export async function reindexMessages(after: mongoose.Types.ObjectId): Promise<number> {
  let cursor = after;
  let indexed = 0;
  for (;;) {
    const batch = await Message.collection
      .find<IndexedMessage>({ _id: { $gt: cursor } }, { projection: FIELDS })
      .sort({ _id: 1 })
      .limit(BATCH)
      .toArray();
    if (!batch.length) return indexed;
    await storePostings(batch.flatMap(postingsOf));
    indexed += batch.length;
    cursor = batch[batch.length - 1]._id;
  }
}

const idAt = (seconds: number) => new mongoose.Types.ObjectId(idAtSecond(seconds));

/**
 * The start-up migration of the search index: a database whose messages were never indexed
 * (written before search existed) gets postings for all of them, once (remembered in the
 * `migrations` collection); every start also re-indexes the last RECENT_WINDOW_SECONDS.
 * Idempotent (a posting's id is fixed by its message and key). Runs while the server serves:
 * older messages become searchable as it goes.
 */
export async function migrateSearchIndex(log: (line: string) => void = (line) => logger().info(line)): Promise<number> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const migrations = db.collection<{ _id: string; at: Date }>(MIGRATIONS);
  const done = await migrations.findOne({ _id: MARKER });
  const started = Date.now();
  const from = done ? idAt(Math.floor(started / 1000) - RECENT_WINDOW_SECONDS) : idAt(0);
  const indexed = await reindexMessages(from);
  if (!done) {
    await raceSafeUpsert(() => migrations.updateOne({ _id: MARKER }, { $set: { at: new Date() } }, { upsert: true }));
    log(`[migrate] search index: ${indexed} message(s) indexed in ${Date.now() - started} ms`);
  }
  return indexed;
}
