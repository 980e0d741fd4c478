import { env } from '@/lib/env';
import { processSingleton } from '@/lib/util/process-singleton';
import { SearchPosting, type SearchPostingFields } from '@/models/SearchPosting';
import { postingsOf, type IndexedMessage } from './postings';
import { logger } from '@/lib/log/logger';

/**
 * Postings are written behind the send, batched: messages stored within SEARCH_INDEX_DELAY_MS
 * (20 ms) get their postings in one insertMany, so a send stays at its few database commands and
 * the index costs one command per batch, not per message. A posting lost to a crash before its
 * batch was written is rewritten by the start-up re-index of recent messages (reindex.ts);
 * a graceful stop writes what is queued first (flushSearchIndex).
 * The queue is the process's, not the module's: edits arrive through Next's route handlers,
 * sends through server.ts, each its own copy of this module, and server.ts's stop must flush both.
 */
const RETRY_DELAY_MS = 1_000;
/** Bounds what waits in memory while the database is away; beyond it the re-index catches up. */
const MAX_QUEUED = 200_000;

const state = processSingleton('searchIndexQueue', () => ({
  queue: [] as SearchPostingFields[],
  timer: null as NodeJS.Timeout | null,
  writing: Promise.resolve(),
}));

/** Postings waiting to be written (the metrics' queue_depth{queue="search_index"}). */
export const searchIndexQueueDepth = () => state.queue.length;

const isDuplicateOnly = (error: unknown) => {
  const e = error as { code?: number; writeErrors?: Array<{ code?: number }> };
  if (e.code === 11000 && !e.writeErrors) return true;
  return !!e.writeErrors?.length && e.writeErrors.every((w) => w.code === 11000);
};

/** Stores postings; one already there (the same message indexed twice) is skipped, not an error. */
export async function storePostings(postings: SearchPostingFields[]): Promise<void> {
  if (!postings.length) return;
  try {
    // Unordered: a duplicate does not stop the rest.
    await SearchPosting.collection.insertMany(postings, { ordered: false });
  } catch (error) {
    if (!isDuplicateOnly(error)) throw error;
  }
}

async function writeBatch(batch: SearchPostingFields[]): Promise<void> {
  try {
    await storePostings(batch);
  } catch (error) {
    logger().error(`[search] writing ${batch.length} postings failed, retrying: ${error instanceof Error ? error.message : String(error)}`);
    state.queue = [...batch, ...state.queue].slice(0, MAX_QUEUED);
    schedule(RETRY_DELAY_MS);
  }
}

function schedule(delay = env().SEARCH_INDEX_DELAY_MS): void {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    void flushSearchIndex();
  }, delay);
  state.timer.unref();
}

/** Queue a stored or edited message's postings (an edit adds the keys of its new text). */
export function indexMessage(message: IndexedMessage): void {
  const postings = postingsOf(message);
  if (!postings.length || state.queue.length >= MAX_QUEUED) return;
  state.queue.push(...postings);
  schedule();
}

/** Writes what is queued; resolves when every batch queued so far is stored (or re-queued). */
export function flushSearchIndex(): Promise<void> {
  const batch = state.queue;
  state.queue = [];
  if (batch.length) state.writing = state.writing.then(() => writeBatch(batch));
  return state.writing;
}
