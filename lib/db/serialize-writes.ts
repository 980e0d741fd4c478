import mongoose from 'mongoose';
import { processSingleton } from '@/lib/util/process-singleton';

// How writes stay safe (README "Database" says the same): by a condition the database checks,
// never by a lock in the process, so it holds between the processes of one MongoDB.
// 1. A change one update can say is one update, its condition in the filter.
// 2. A rule across documents is a unique index (one vote per voter and user).
// 3. A change computed from what the document holds is a compare-and-set on a revision, retried
//    from a fresh read (./compare-and-set.ts).
// Call state is in Redis, not here: its steps take one Redis lock (lib/calls/call-store.ts).
//
// FerretDB v1, the embedded database, applies an update by reading the document, changing it in
// Go and writing it back with nothing locked: concurrent `$inc`s of one counter are lost, and a
// conditional update is no compare-and-set. It serves one process, so queueing this process's
// writes to one document (by collection and `_id`) restores 1 and 3 there. This queue is the only
// lock on documents and is never taken inside itself: it holds one query's exec, which sends one
// command and whose hooks write nothing. The one write that holds several documents' queues
// (writeDocuments, the claims of several chats in one command) takes them in one order.

const SINGLE_DOCUMENT_WRITES = new Set(['updateOne', 'findOneAndUpdate', 'findOneAndReplace', 'replaceOne', 'deleteOne', 'findOneAndDelete']);
const PATCHED = Symbol.for('chat-app.serializeWrites');
const tails = processSingleton('documentWriteTails', () => new Map<string, Promise<void>>());

/** Runs `write` after every earlier write of this process to the same document has settled. */
async function queued<T>(documentKey: string, write: () => Promise<T>): Promise<T> {
  const previous = tails.get(documentKey) ?? Promise.resolve();
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => done);
  tails.set(documentKey, tail);
  await previous;
  try {
    return await write();
  } finally {
    release();
    if (tails.get(documentKey) === tail) tails.delete(documentKey);
  }
}

/** Queues single-document writes per document (see above). Installed only when the server is FerretDB. */
export function serializeSingleDocumentWrites(): void {
  const proto = mongoose.Query.prototype as unknown as Record<symbol | string, unknown> & { exec: (...args: unknown[]) => Promise<unknown> };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const exec = proto.exec;
  proto.exec = function patchedExec(this: mongoose.Query<unknown, unknown>, ...args: unknown[]) {
    const op = (this as unknown as { op?: string }).op ?? '';
    const id = SINGLE_DOCUMENT_WRITES.has(op) ? (this.getFilter() as { _id?: unknown })._id : undefined;
    const key = id && (typeof id === 'string' || id instanceof mongoose.Types.ObjectId) ? `${this.model.collection.name}:${String(id)}` : undefined;
    return key ? queued(key, () => exec.apply(this, args)) : exec.apply(this, args);
  };
}

/**
 * Runs a write the caller sends through the driver itself (no mongoose query) in the same queue
 * as a query's exec to that document would be, when the queue is installed.
 */
export function writeOneDocument<T>(collection: string, id: mongoose.Types.ObjectId, write: () => Promise<T>): Promise<T> {
  return writesQueuedInProcess() ? queued(`${collection}:${String(id)}`, write) : write();
}

/**
 * Whether this process queues its writes per document: the queue is installed, the server is the
 * embedded FerretDB, and this process is its only writer.
 */
export function writesQueuedInProcess(): boolean {
  return Boolean((mongoose.Query.prototype as unknown as Record<symbol, unknown>)[PATCHED]);
}

/**
 * Runs a write to several documents once every earlier write of this process to any of them has
 * settled, holding all their queues until it is done (only with the queue installed). The queues
 * are taken in one order, and this is the only holder of more than one, so no two wait on each
 * other.
 */
export function writeDocuments<T>(collection: string, ids: mongoose.Types.ObjectId[], write: () => Promise<T>): Promise<T> {
  if (!writesQueuedInProcess()) return write();
  const keys = [...new Set(ids.map((id) => `${collection}:${String(id)}`))].sort();
  const holdFrom = (index: number): Promise<T> => (index < keys.length ? queued(keys[index], () => holdFrom(index + 1)) : write());
  return holdFrom(0);
}

/** Whether the connected server is FerretDB (it answers buildInfo with its own version). */
export async function isFerretDb(): Promise<boolean> {
  const info = await mongoose.connection.db?.admin().command({ buildInfo: 1 });
  return typeof info?.ferretdbVersion === 'string';
}
