import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertMessage } from '@/lib/messages/insert-batch';
import { Message } from '@/models/Message';

// The batched insert of new messages (lib/messages/insert-batch.ts), against the test database:
// what it stores, how many commands it takes, and how one refused message leaves the others.

const inserts: number[] = [];
const chatId = new mongoose.Types.ObjectId();
const sender = new mongoose.Types.ObjectId();
const fields = (content: string, extra: Record<string, unknown> = {}) => ({
  _id: new mongoose.Types.ObjectId(),
  chatId,
  sender,
  type: 'text' as const,
  content,
  ...extra,
});

beforeAll(async () => {
  await mongoose.connect(inject('mongoUri'), { retryWrites: false, monitorCommands: true });
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'insert' && event.command.insert === 'messages') inserts.push(event.command.documents.length);
  });
});

afterAll(async () => {
  await mongoose.disconnect();
});

describe('insertMessage', () => {
  it('stores the document Message.create stores', async () => {
    const replyTo = new mongoose.Types.ObjectId();
    const extra = { replyTo, isForwarded: true, forwardInfo: { from: { _id: 'u1', username: 'ann' }, originalMsgId: replyTo } };
    const created = await Message.create(fields('same', extra));
    const batched = await insertMessage(fields('same', extra));
    const raw = await Message.collection.find({ _id: { $in: [created._id, batched._id] } }).toArray();
    const [viaCreate, viaBatch] = [created._id, batched._id].map((id) => raw.find((doc) => String(doc._id) === String(id))!);
    // All but the id and the times the same, field for field; both dated once (created = updated).
    const comparable = (doc: Record<string, unknown>) => ({
      ...Object.fromEntries(Object.entries(doc).filter(([key]) => !['_id', 'createdAt', 'updatedAt'].includes(key))),
      dated: (doc.createdAt as Date).getTime() === (doc.updatedAt as Date).getTime(),
    });
    expect(comparable(viaBatch)).toEqual(comparable(viaCreate));
    expect(comparable(viaBatch).dated).toBe(true);
    expect(Object.keys(viaBatch).sort()).toEqual(Object.keys(viaCreate).sort());
  });

  it('messages of the same turn go in one insert; each is answered with its own stored document', async () => {
    inserts.length = 0;
    const many = Array.from({ length: 12 }, (_, i) => fields(`turn ${i}`));
    const stored = await Promise.all(many.map((f) => insertMessage(f)));
    expect(inserts).toEqual([12]);
    expect(stored.map((doc) => doc.content)).toEqual(many.map((f) => f.content));
    expect(await Message.countDocuments({ _id: { $in: many.map((f) => f._id) } })).toBe(12);
  });

  it('a duplicate clientKey refuses that message only, with the duplicate-key code', async () => {
    const key = `${sender}:batch-dup-${Date.now()}`;
    const [first, repeat, other] = await Promise.allSettled([
      insertMessage(fields('first', { clientKey: key })),
      insertMessage(fields('repeat', { clientKey: key })),
      insertMessage(fields('other')),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(other.status).toBe('fulfilled');
    expect(repeat.status).toBe('rejected');
    expect((repeat as PromiseRejectedResult).reason.code).toBe(11000);
    expect(await Message.countDocuments({ clientKey: key })).toBe(1);
  });

  it('an invalid message is refused before it joins a batch; the others of its turn are stored', async () => {
    inserts.length = 0;
    const [bad, good] = await Promise.allSettled([insertMessage(fields('bad type', { type: 'nonsense' })), insertMessage(fields('good'))]);
    expect(bad.status).toBe('rejected');
    expect(String((bad as PromiseRejectedResult).reason)).toMatch(/type/);
    expect(good.status).toBe('fulfilled');
    expect(inserts).toEqual([1]);
  });
});
