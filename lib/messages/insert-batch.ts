import type mongoose from 'mongoose';
import { groupCommit } from '@/lib/util/group-commit';
import { Message, type MessageFields } from '@/models/Message';
import type { MessageDoc } from './serialize-message';

/*
 * New messages go to the database by group commit (lib/util/group-commit.ts): one `insertMany`
 * in flight at a time for the process, and the messages that arrive meanwhile go together in the
 * next. Under load, many sends reach their insert together, and one command for all of them
 * costs the driver and the embedded engine (one SQLite transaction, and SQLite writes one
 * transaction at a time anyway) far less than one each. A lone message waits for nothing but the
 * current turn. Each send still waits for its own document to be stored before it is answered or
 * announced, and fails alone: the batch is unordered, so a duplicate `clientKey` refuses that
 * message only.
 */

/** A message waiting for the next insert, and how to tell its send the outcome. */
interface Waiting {
  doc: MessageDoc;
  settle: (error?: unknown) => void;
}

type NewMessage = Partial<MessageFields> & { _id: mongoose.Types.ObjectId };

/**
 * The document Message.create would store: defaults, casting and validation by the schema,
 * timestamps, version. `validate()`, not the deprecated `validateSync()`: mongoose 9 builds a
 * deprecation warning (an Error with its stack) on every call of the latter, on the hot path of
 * every send.
 */
async function toStoredDocument(fields: NewMessage): Promise<MessageDoc> {
  const message = new Message(fields);
  await message.validate();
  const now = new Date();
  return { ...message.toObject(), createdAt: now, updatedAt: now, __v: 0 } as unknown as MessageDoc;
}

/** The error of one document of a failed unordered insertMany, or of all when it failed as a whole. */
function errorsByIndex(error: unknown): (index: number) => unknown {
  const writeErrors = (error as { writeErrors?: Array<{ index: number; code?: number; errmsg?: string }> }).writeErrors;
  if (!writeErrors) return () => error;
  const byIndex = new Map(writeErrors.map((w) => [w.index, w]));
  return (index) => {
    const failed = byIndex.get(index);
    // Shaped as a single insert's error, which callers already handle (code 11000: duplicate).
    return failed && Object.assign(new Error(failed.errmsg ?? 'insert failed'), { code: failed.code });
  };
}

async function insertBatch(_collection: string, batch: Waiting[]): Promise<void> {
  try {
    await Message.collection.insertMany(
      batch.map((w) => w.doc),
      { ordered: false },
    );
    batch.forEach((w) => w.settle());
  } catch (error) {
    const errorOf = errorsByIndex(error);
    batch.forEach((w, index) => w.settle(errorOf(index)));
  }
}

const waitForInsert = groupCommit('messageInserts', insertBatch);

/**
 * Stores a new message (with its `_id` set) together with the others waiting; answers the
 * stored document. An invalid message is refused before it joins a batch.
 */
export async function insertMessage(fields: NewMessage): Promise<MessageDoc> {
  const doc = await toStoredDocument(fields);
  return new Promise((resolve, reject) => waitForInsert('messages', { doc, settle: (error) => (error ? reject(error) : resolve(doc)) }));
}
