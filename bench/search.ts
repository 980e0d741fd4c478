// Message search across 100,000 messages in 50 chats, seeded straight into the database with
// their search postings (as the start-up migration writes them): p50/p90 of
// GET /messages/search for common and rare words, without diacritics, Chinese, a prefix, across
// all the user's chats and within one, each answer checked against the seeded texts.
import { ObjectId, type Db } from 'mongodb';
import type { Stack } from '../test/support/stack';
import type { Config } from './config';
import { cpuLine, withCpu } from './cpu';
import { fmtInt, type Report } from './report';
import { insertSeed, makeChat, makeMessage, makeUsers, tokenFor } from './seed';
import { chatText, NEEDLE, seededRandom } from './search-text';
import { fmt, openDb, percentile, round, timedGet } from './support';

const PAGE = 20;

/** The app's own rules (lib/search): postings made exactly as the server makes them. */
async function searchRules() {
  const [postings, query] = await Promise.all([import('@/lib/search/postings'), import('@/lib/search/query')]);
  return { postingsOf: postings.postingsOf, parseQuery: query.parseQuery, matchesQuery: query.matchesQuery };
}

type Rules = Awaited<ReturnType<typeof searchRules>>;

async function seed(db: Db, c: Config['search'], rules: Rules, say: (line: string) => void) {
  const users = makeUsers(3, `search${Date.now()}_`);
  const chats = Array.from({ length: c.chats }, (_, i) => makeChat('group', users, { name: `search ${i}`, seq: 0 }));
  const random = seededRandom(20261124);
  const texts: Array<{ chat: number; content: string }> = [];
  const started = Date.now();
  let postingCount = 0;
  for (let i = 0; i < c.messages; i += c.batch) {
    const docs = Array.from({ length: Math.min(c.batch, c.messages - i) }, (_, j) => {
      const chat = Math.floor(random() * c.chats);
      // One message in 500 holds the rare phrase.
      const content = (i + j) % 500 === 250 ? `${chatText(random)} ${NEEDLE}` : chatText(random);
      texts.push({ chat, content });
      return makeMessage(chats[chat]._id, users[(i + j) % users.length]._id, content);
    });
    const postings = docs.flatMap((doc) => rules.postingsOf(doc as never)).map((p) => ({ _id: new ObjectId(String(p._id)), k: p.k, m: new ObjectId(String(p.m)), c: new ObjectId(String(p.c)) }));
    postingCount += postings.length;
    await db.collection('messages').insertMany(docs, { ordered: false });
    for (let k = 0; k < postings.length; k += 10_000) await db.collection('searchpostings').insertMany(postings.slice(k, k + 10_000), { ordered: false });
    if ((i / c.batch) % 10 === 9) say(`search: ${fmtInt(i + docs.length)} messages seeded, ${fmtInt(postingCount)} postings`);
  }
  for (const chat of chats) chat.seq = texts.filter((t) => chats[t.chat] === chat).length;
  await insertSeed(db, users, chats);
  return { users, chats, texts, postingCount, seconds: (Date.now() - started) / 1000 };
}

interface Probe {
  name: string;
  q: string;
  /** search one chat (the first) instead of all */
  inChat?: boolean;
}

const PROBES: Probe[] = [
  { name: 'common Vietnamese word, no diacritics', q: 'khong' },
  { name: 'two words, no diacritics', q: 'hom nay' },
  { name: 'rare phrase (1 in 500)', q: 'sau rieng ri6' },
  { name: 'Chinese pair', q: '北京' },
  { name: 'English prefix', q: 'develop' },
  { name: 'rare phrase in one chat', q: 'sau rieng', inChat: true },
  { name: 'common word in one chat', q: 'Việt', inChat: true },
];

export async function search(stack: Stack, c: Config['search'], report: Report): Promise<void> {
  const say = (line: string) => report.say(line);
  const rules = await searchRules();
  const { db, close } = await openDb(stack.mongoUri);
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    seeded = await seed(db, c, rules, say);
  } finally {
    await close();
  }
  say(`search: seeded ${fmtInt(c.messages)} messages in ${c.chats} chats with ${fmtInt(seeded.postingCount)} postings in ${seeded.seconds.toFixed(1)} s`);
  const token = tokenFor(seeded.users[0], stack.jwtSecret);
  const firstChat = seeded.chats[0]._id.toHexString();
  const ask = (probe: Probe) =>
    timedGet(stack.baseUrl, `/messages/search?q=${encodeURIComponent(probe.q)}&limit=${PAGE}${probe.inChat ? `&chatId=${firstChat}` : ''}`, token);

  // Each answer must be the newest PAGE matching texts (of that chat), as the seed says.
  const expectedCount = (probe: Probe) => {
    const query = rules.parseQuery(probe.q)!;
    return Math.min(PAGE, seeded.texts.filter((t) => (!probe.inChat || t.chat === 0) && rules.matchesQuery(t.content, query)).length);
  };
  await ask(PROBES[0]); // loads the route
  const figures: Record<string, { p50Ms: number; p90Ms: number; results: number; expected: number }> = {};
  const all: number[] = [];
  const problems: string[] = [];
  const measured = await withCpu(stack.serverGroupId, async () => {
    for (const probe of PROBES) {
      const times: number[] = [];
      let results = 0;
      for (let i = 0; i < c.samples; i += 1) {
        const res = await ask(probe);
        times.push(res.ms);
        results = res.body?.messages?.length ?? -1;
        if (res.status !== 200) problems.push(`${probe.name}: HTTP ${res.status}`);
      }
      const expected = expectedCount(probe);
      if (results !== expected) problems.push(`${probe.name}: ${results} results, the seed has ${expected}`);
      all.push(...times);
      figures[probe.name] = { p50Ms: round(percentile(times, 50), 2), p90Ms: round(percentile(times, 90), 2), results, expected };
      say(`search: ${probe.name} ("${probe.q}"): p50 ${fmt(percentile(times, 50))}, p90 ${fmt(percentile(times, 90))}, ${results} results`);
    }
    return {};
  });
  problems.forEach((p) => say(`search: ${p}`));
  say(`search: CPU s over the searches: ${cpuLine(measured.cpu)}`);
  const overall = { p50Ms: round(percentile(all, 50), 2), p90Ms: round(percentile(all, 90), 2) };
  report.set('search', { messages: c.messages, chats: c.chats, postings: seeded.postingCount, seedSeconds: round(seeded.seconds, 1), probes: figures, overall, problems, cpu: measured.cpu });
  report.row(
    `search, ${fmtInt(c.messages)} messages in ${c.chats} chats, page of ${PAGE} (${PROBES.length} queries × ${c.samples})`,
    `p50 ${fmt(overall.p50Ms)}, p90 ${fmt(overall.p90Ms)}${problems.length ? `, ${problems.length} wrong answer(s)` : ''}`,
    'p50 < 100 ms',
    overall.p50Ms < 100 && !problems.length,
  );
}
