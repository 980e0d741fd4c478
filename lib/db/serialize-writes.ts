import mongoose from 'mongoose';
import { withKeyLock } from '@/lib/util/keyed-lock';

const SINGLE_DOCUMENT_WRITES = new Set(['updateOne', 'findOneAndUpdate', 'findOneAndReplace', 'replaceOne', 'deleteOne', 'findOneAndDelete']);
const PATCHED = Symbol.for('chat-app.serializeWrites');

/**
 * FerretDB v1 applies an update by reading the document, changing it and writing it back with
 * nothing locked in between (FerretDB issue 3040): two concurrent `$inc` of one counter can
 * leave one, two concurrent `$push` keep one. The embedded database serves a single process,
 * so queueing the writes to one document (by collection and `_id`) within the process restores
 * per-document atomicity. Installed only when the server is FerretDB; MongoDB is atomic anyway.
 */
export function serializeSingleDocumentWrites(): void {
  const proto = mongoose.Query.prototype as unknown as Record<symbol | string, unknown> & { exec: (...args: unknown[]) => Promise<unknown> };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const exec = proto.exec;
  proto.exec = function patchedExec(this: mongoose.Query<unknown, unknown>, ...args: unknown[]) {
    const op = (this as unknown as { op?: string }).op ?? '';
    const id = SINGLE_DOCUMENT_WRITES.has(op) ? (this.getFilter() as { _id?: unknown })._id : undefined;
    const key = id && (typeof id === 'string' || id instanceof mongoose.Types.ObjectId) ? `${this.model.collection.name}:${String(id)}` : undefined;
    return key ? withKeyLock(key, () => exec.apply(this, args)) : exec.apply(this, args);
  };
}

/** Whether the connected server is FerretDB (it answers buildInfo with its own version). */
export async function isFerretDb(): Promise<boolean> {
  const info = await mongoose.connection.db?.admin().command({ buildInfo: 1 });
  return typeof info?.ferretdbVersion === 'string';
}
