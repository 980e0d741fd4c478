import { processSingleton } from '@/lib/util/process-singleton';

// FerretDB v1 (the embedded database) applies an update by reading the document, changing it in
// Go and writing it back, with nothing in between locked: concurrent updates of one document lose
// each other's changes ($inc, $push, and conditional "compare-and-set" updates alike; measured:
// 50 concurrent $inc of one counter gave 8). The embedded database serves one process, so
// read-modify-write sequences on one document are queued here, per key, within the process.
// On MongoDB the updates are atomic anyway; the queue only costs a little parallelism.

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
