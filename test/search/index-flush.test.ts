import { readFileSync } from 'node:fs';
import { MongoClient, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingsOf } from '@/lib/search/postings';
import { startOwnStack } from '../support/own-stack';
import type { Stack } from '../support/stack';

// The search index's queue is the process's (lib/search/index-writer.ts on processSingleton): an
// edit goes through a route handler (Next's bundle), a send through server.ts (its own copy of
// the modules), and a graceful stop flushes what either queued. The batch delay is set far beyond
// the test, so nothing is written before the stop: what the stop does not flush is lost.

let stack: Stack;
let token: string;

beforeAll(async () => {
  ({ stack, token } = await startOwnStack('flush', { SEARCH_INDEX_DELAY_MS: '600000' }));
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

async function call(path: string, body: unknown) {
  const res = await fetch(`${stack.baseUrl}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await res.json()) as any;
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

describe('the search index on a graceful stop', () => {
  it('writes the postings of a send (server.ts) and of an edit (a route handler) queued before it', async () => {
    const { chat } = await call('/chat/create-group', { name: 'Flush', members: [] });
    const { message } = await call('/messages/send', { chatId: chat._id, content: 'alpha' });
    await call('/messages/edit', { messageId: message._id, newContent: 'bravo zulu' });

    await stack.stopServer();
    expect(readFileSync(stack.logFile, 'utf8')).toMatch(/\[server\] stopped/);

    const indexed = (content: string) =>
      postingsOf({ _id: new mongoose.Types.ObjectId(message._id), chatId: new mongoose.Types.ObjectId(chat._id), type: 'text', content }).map((p) => p._id.toHexString());
    const client = await new MongoClient(stack.mongoUri).connect();
    try {
      const stored = await client
        .db()
        .collection('searchpostings')
        .find({ m: new ObjectId(message._id) }, { projection: { _id: 1 } })
        .toArray();
      const ids = new Set(stored.map((p) => p._id.toHexString()));
      expect(indexed('alpha').filter((id) => !ids.has(id)), 'the send').toEqual([]);
      expect(indexed('bravo zulu').filter((id) => !ids.has(id)), 'the edit').toEqual([]);
    } finally {
      await client.close();
    }
  }, 120_000);
});
