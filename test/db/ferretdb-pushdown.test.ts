import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, type Collection, type Document, type Filter, type Sort } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFerretdb, type RunningDatabase } from '../../lib/db/launcher';

// The differential test of the FerretDB patch set (db/ferretdb/*.patch): the same random data
// and the same queries on two FerretDB instances, one with the patched pushdown and one with
// pushdown turned off (--test-disable-pushdown, where FerretDB filters and sorts every document
// in Go). Any difference, a missing or extra document or another order, is a wrong pushdown.

/** A small seeded generator: a failure prints its seed and can be replayed with PUSHDOWN_SEED. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

const SEED = Number(process.env.PUSHDOWN_SEED) || Date.now() % 1_000_000;
const rnd = random(SEED);

const chatIds = Array.from({ length: 6 }, () => new ObjectId());
// Strings that JSON encoders escape (quotes, <, &, non-ASCII) must still match exactly.
const kinds = ['text', 'image', 'a"b', 'x<y&z', 'tiếng việt', '中文', 'back\\slash', '', 'TEXT'] as const;

/** One random document: mixed _id types, fields that are sometimes missing, null, or of another type. */
function randomDoc(i: number): Document {
  const doc: Document = {};
  const idKind = rnd.int(20);
  doc._id = idKind === 0 ? `s-${i}` : idKind === 1 ? i : new ObjectId();
  const chat = rnd.int(10);
  if (chat < 7) doc.chatId = rnd.pick(chatIds);
  else if (chat === 7) doc.chatId = rnd.pick(chatIds).toHexString(); // the same text as a string
  else if (chat === 8) doc.chatId = null;
  if (rnd.int(4)) doc.kind = rnd.pick(kinds);
  const flag = rnd.int(5);
  doc.flag = flag === 0 ? 1 : flag === 1 ? 'true' : flag % 2 === 0;
  doc.n = rnd.pick([1, 1.0, 2, 3.5, -1]);
  if (rnd.int(3) === 0) doc.tags = [rnd.pick(kinds), rnd.pick(chatIds)];
  doc.owner = rnd.pick(chatIds);
  return doc;
}

function randomQuery(ids: ObjectId[]): { filter: Filter<Document>; sort?: Sort; limit?: number } {
  const someId = () => (ids.length ? rnd.pick(ids) : new ObjectId());
  const dir = rnd.pick([1, -1] as const);
  const limit = rnd.pick([0, 1, 5, 20, 51]);
  switch (rnd.int(15)) {
    case 0: return { filter: { _id: someId() } };
    case 1: return { filter: { _id: { $in: [someId(), someId(), 's-3', 7] as unknown as ObjectId[] } } };
    case 2: return { filter: { chatId: rnd.pick(chatIds) } };
    case 3: return { filter: { chatId: rnd.pick(chatIds), _id: { $lt: someId() } }, sort: { _id: -1 }, limit };
    case 4: return { filter: { chatId: rnd.pick(chatIds), _id: { $gt: someId() } }, sort: { _id: 1 }, limit };
    case 5: return { filter: { _id: { $gte: someId(), $lte: someId() } }, sort: { _id: dir }, limit };
    case 6: return { filter: { kind: rnd.pick(kinds) }, sort: { _id: dir } };
    case 7: return { filter: { flag: rnd.pick([true, false]) } };
    case 8: return { filter: { tags: rnd.pick(kinds) } };
    case 9: return { filter: { owner: rnd.pick(chatIds), chatId: { $in: [rnd.pick(chatIds), rnd.pick(chatIds)] } } };
    case 10: return { filter: { chatId: rnd.pick(chatIds).toHexString() } };
    case 11: return { filter: { chatId: { $eq: rnd.pick(chatIds) }, kind: { $ne: 'text' }, _id: { $lte: someId() } }, sort: { _id: dir }, limit };
    case 12: return { filter: { chatId: rnd.pick(chatIds) }, sort: { _id: dir }, limit };
    // The search postings' read (lib/search/search-messages.ts): an _id range, a key, some chats.
    case 13: return { filter: { _id: { $gte: someId(), $lt: someId() }, kind: rnd.pick(kinds), chatId: { $in: [rnd.pick(chatIds), rnd.pick(chatIds)] } }, sort: { _id: -1 }, limit };
    default: return { filter: { n: 1, chatId: rnd.pick(chatIds) } };
  }
}

let patched: RunningDatabase;
let plain: RunningDatabase;
let clients: MongoClient[] = [];
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'pushdown-'));
  [patched, plain] = await Promise.all([
    launchFerretdb({ dataDir: path.join(tmp, 'patched'), dbName: 'diff' }),
    launchFerretdb({ dataDir: path.join(tmp, 'plain'), dbName: 'diff', ferretdbArgs: ['--test-disable-pushdown'] }),
  ]);
  clients = await Promise.all([patched.uri, plain.uri].map((uri) => new MongoClient(uri, { retryWrites: false }).connect()));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all([patched?.stop(), plain?.stop()]);
  rmSync(tmp, { recursive: true, force: true });
});

const both = (name: string) => clients.map((c) => c.db().collection(name)) as [Collection, Collection];

async function sameAnswer(a: Collection, b: Collection, q: ReturnType<typeof randomQuery>) {
  const run = (c: Collection) => {
    let cursor = c.find(q.filter);
    if (q.sort) cursor = cursor.sort(q.sort);
    if (q.limit) cursor = cursor.limit(q.limit);
    return cursor.toArray();
  };
  const [got, expected] = await Promise.all([run(a), run(b)]);
  // Without a sort the order is not defined: compare as sets then.
  const norm = (docs: Document[]) => (q.sort ? docs : [...docs].sort((x, y) => String(x._id).localeCompare(String(y._id))));
  expect(norm(got), `seed ${SEED}, query ${JSON.stringify(q)}`).toEqual(norm(expected));
}

describe(`FerretDB pushdown (seed ${SEED})`, () => {
  it('answers random queries on random data exactly as without pushdown', async () => {
    const [a, b] = both('items');
    for (const c of [a, b]) {
      await c.createIndex({ chatId: 1, _id: -1 });
      await c.createIndex({ kind: 1 });
      await c.createIndex({ tags: 1 });
    }
    const docs = Array.from({ length: 600 }, (_, i) => randomDoc(i));
    await a.insertMany(docs.map((d) => ({ ...d })));
    await b.insertMany(docs.map((d) => ({ ...d })));
    const ids = docs.map((d) => d._id).filter((id): id is ObjectId => id instanceof ObjectId);
    for (let i = 0; i < 300; i++) await sameAnswer(a, b, randomQuery(ids));
  });

  it('stops pushing down a field once a document stores an array in it', async () => {
    const [a, b] = both('later_arrays');
    const member = new ObjectId();
    const rows = [{ _id: new ObjectId(), owner: member }, { _id: new ObjectId(), owner: new ObjectId() }];
    for (const c of [a, b]) {
      await c.createIndex({ owner: 1 });
      await c.insertMany(rows.map((r) => ({ ...r })));
    }
    await sameAnswer(a, b, { filter: { owner: member } });
    // An update (not an insert) turns the field into an array that holds the value.
    const owners = [new ObjectId(), member];
    for (const c of [a, b]) await c.updateOne({ _id: rows[1]._id }, { $set: { owner: owners } });
    await sameAnswer(a, b, { filter: { owner: member } });
    expect(await a.countDocuments({ owner: member })).toBe(2);
  });

  it('serves the hot queries from an index (SQLite plan: SEARCH, no temporary sort)', async () => {
    const [a] = both('items');
    const plan = async (filter: Filter<Document>, sort?: Sort) => {
      const explained = await a.find(filter, sort ? { sort } : {}).limit(51).explain();
      return JSON.stringify(explained.queryPlanner);
    };
    const byId = await plan({ _id: new ObjectId() });
    expect(byId).toMatch(/SEARCH .* USING INDEX .*_id_/);
    const page = await plan({ chatId: chatIds[0], _id: { $lt: new ObjectId() } }, { _id: -1 });
    expect(page).toMatch(/SEARCH .* USING INDEX .*chatId_1__id_-1/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    // The search postings (models/SearchPosting.ts: no index but _id's): read as one _id range.
    const [postingsCollection] = both('postings');
    await postingsCollection.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: new ObjectId(), k: `w%3A${i % 3}`, c: rnd.pick(chatIds) })));
    const postingRead = { _id: { $gte: new ObjectId('000000000000000000000000'), $lt: new ObjectId() }, k: 'w%3A1', c: { $in: chatIds } };
    const postings = JSON.stringify((await postingsCollection.find(postingRead, { sort: { _id: -1 } }).limit(200).explain()).queryPlanner);
    expect(postings).toMatch(/SEARCH .* USING INDEX .*_id_/);
    expect(postings).not.toMatch(/TEMP B-TREE/);
    const many = await plan({ _id: { $in: [new ObjectId(), new ObjectId()] } });
    expect(many).toMatch(/SEARCH .* USING INDEX/);
    // An array field is left to the handler: a scan, but a correct one.
    expect(await plan({ tags: 'text' })).not.toMatch(/USING INDEX/);
  });
});
