import { processSingleton } from '@/lib/util/process-singleton';

// The write-safety policy (README "Database"), one rule per kind of write:
// 1. A change one update can say (`$set`, `$inc`, `$push` with a condition in the filter) is one
//    update. MongoDB applies it atomically. FerretDB v1 (the embedded database) applies an update
//    by reading the document, changing it in Go and writing it back with nothing locked (50
//    concurrent `$inc` of one counter gave 8), so on FerretDB lib/db/serialize-writes.ts queues
//    the single-document writes of this process per document.
// 2. A change computed from what the document holds (read, then write) runs under
//    `withKeyLock('<model>:<id>')`, and so does every other read-then-write of that document:
//    `user:<id>`, `chat:<id>`, `stickerSet:<id>`. The embedded database serves one process, so a
//    lock in the process is enough there; on MongoDB with several processes such a change is
//    still safe against this process's writers only.
// 3. Where several processes write one document at once on a hot path (reactions to a message),
//    the write is a compare-and-set on a revision field, retried: safe on MongoDB across
//    processes, and on FerretDB thanks to rule 1.

const tails = processSingleton('keyedLockTails', () => new Map<string, Promise<void>>());

/** Runs `fn` after every earlier `withKeyLock` call of the same key (in this process) has settled. */
export async function withKeyLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => done);
  tails.set(key, tail);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}
