import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchEmbeddedDatabase, type RunningDatabase } from '@/lib/db/launcher';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';

// Start-up work of replicas starting at once on the embedded database (FerretDB): the same
// upserts and index builds from several clients at the same moment, round after round.

const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-upsert-race-'));
let db: RunningDatabase;
let clients: MongoClient[];

beforeAll(async () => {
  db = await launchEmbeddedDatabase({ dataDir: dir, dbName: 'upsert_race', allowDownload: false });
  clients = await Promise.all(Array.from({ length: 6 }, () => new MongoClient(db.uri, { retryWrites: false }).connect()));
}, 120_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('start-up work racing on one database', () => {
  it('six clients upserting one new document at once, 60 rounds: never a duplicate key error, one document each', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 60; round += 1) {
      const _id = new ObjectId();
      const results = await Promise.allSettled(
        clients.map((client) => raceSafeUpsert(() => client.db().collection('markers').updateOne({ _id }, { $setOnInsert: { round } }, { upsert: true }))),
      );
      for (const result of results) if (result.status === 'rejected') failures.push(String(result.reason));
    }
    expect(failures).toEqual([]);
    expect(await clients[0].db().collection('markers').countDocuments({})).toBe(60);
  });

  it('six clients building the same unique indexes at once: each build succeeds', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const results = await Promise.allSettled(clients.map((client) => client.db().collection(`indexed${round}`).createIndex({ key: 1 }, { unique: true })));
      for (const result of results) if (result.status === 'rejected') failures.push(String(result.reason));
    }
    expect(failures).toEqual([]);
  });
});
