// History paging in a chat of many messages, seeded straight into the database: the first page
// (opening the chat) and pages walking back with `before` (scrolling up), each page checked
// to be complete and contiguous.
import type { Db } from 'mongodb';
import type { Stack } from '../test/support/stack';
import type { Config } from './config';
import { cpuLine, withCpu } from './cpu';
import { fmtInt, type Report } from './report';
import { insertSeed, makeChat, makeMessage, makeUsers, tokenFor, type SeedChat, type SeedUser } from './seed';
import { fmt, openDb, percentile, round, timedGet } from './support';

const PAGE = 50;
const FIRST_PAGE_SAMPLES = 20;

/** Rounds of pages read from a small chat before the figures are taken: its newest page, then the one before or around that page's oldest message. */
const WARM_UP_PAGES = 150;

/** How many messages `around=` is asked for, spread evenly over the chat. */
const AROUND_SAMPLES = 20;

/**
 * Writes `count` messages alternating between the members, oldest first; resolves to the last
 * one's id and the ids of AROUND_SAMPLES messages spread over the chat (with their numbers).
 */
async function seedMessages(db: Db, chat: SeedChat, count: number, batch: number, say: (line: string) => void) {
  const started = Date.now();
  let last = null;
  const spread: Array<{ id: string; n: number }> = [];
  const every = Math.max(1, Math.floor(count / AROUND_SAMPLES));
  let nextReport = count / 10;
  for (let i = 0; i < count; i += batch) {
    const docs = Array.from({ length: Math.min(batch, count - i) }, (_, j) => makeMessage(chat._id, chat.members[(i + j) % chat.members.length], `message ${i + j}`));
    await db.collection('messages').insertMany(docs, { ordered: false });
    docs.forEach((doc, j) => {
      if ((i + j) % every === every >> 1) spread.push({ id: doc._id.toHexString(), n: i + j });
    });
    last = docs[docs.length - 1]._id;
    if (i + docs.length >= nextReport && i + docs.length < count) {
      say(`history: ${fmtInt(i + docs.length)} messages seeded (${fmtInt((i + docs.length) / ((Date.now() - started) / 1000))}/s)`);
      nextReport += count / 10;
    }
  }
  return { last: last!, spread, seconds: (Date.now() - started) / 1000 };
}

async function seed(stack: Stack, c: Config['history'], say: (line: string) => void) {
  const members: SeedUser[] = makeUsers(2, `hist${Date.now()}_`);
  const big = makeChat('group', members, { name: 'history', seq: c.messages });
  const small = makeChat('single', members, { seq: 2 * PAGE });
  const { db, close } = await openDb(stack.mongoUri);
  try {
    const seeded = await seedMessages(db, big, c.messages, c.batch, say);
    big.lastMessage = seeded.last;
    small.lastMessage = (await seedMessages(db, small, 2 * PAGE, c.batch, say)).last;
    await insertSeed(db, members, [big, small]);
    return { token: tokenFor(members[0], stack.jwtSecret), chatId: big._id.toHexString(), warmChatId: small._id.toHexString(), seedSeconds: seeded.seconds, spread: seeded.spread };
  } finally {
    await close();
  }
}

/** Whether a page holds `message from` … `message from+49`, oldest first (fewer at the chat's start). */
function pageIsExact(messages: { content?: string }[] | undefined, from: number): boolean {
  const start = Math.max(0, from);
  return !!messages && messages.length === from + PAGE - start && messages.every((m, j) => m.content === `message ${start + j}`);
}

type Page = Awaited<ReturnType<typeof timedGet>>;

/** Up to `count` pages from `next` (undefined: no more), each timed and checked against `from(k)`. */
async function readPages(count: number, next: () => Promise<Page | undefined>, from: (k: number) => number) {
  const times: number[] = [];
  const problems: string[] = [];
  let last: Page | undefined;
  for (let k = 0; k < count; k += 1) {
    const res = await next();
    if (!res) break;
    last = res;
    times.push(res.ms);
    if (res.status !== 200 || !pageIsExact(res.body?.messages, from(k))) {
      problems.push(`page ${k} is wrong: HTTP ${res.status}, ${res.body?.messages?.length ?? 'no'} messages (${JSON.stringify(res.body).slice(0, 200)})`);
    }
  }
  return { times, problems, last };
}

/** Pages centred on messages spread over the chat (a search hit, a reply's quote): each must hold its message among contiguous neighbours. */
async function readAround(stack: Stack, token: string, chatId: string, spread: Array<{ id: string; n: number }>) {
  const times: number[] = [];
  const problems: string[] = [];
  for (const { id, n } of spread) {
    const res = await timedGet(stack.baseUrl, `/messages/by-chat/${chatId}?around=${id}&limit=${PAGE}`, token);
    times.push(res.ms);
    const numbers: number[] = (res.body?.messages ?? []).map((m: { content?: string }) => Number(m.content?.replace('message ', '')));
    const contiguous = numbers.every((k, j) => j === 0 || k === numbers[j - 1] + 1);
    if (res.status !== 200 || !numbers.includes(n) || !contiguous || numbers.length < PAGE / 2) {
      problems.push(`around message ${n} is wrong: HTTP ${res.status}, ${numbers.length} messages (${numbers[0]}…${numbers[numbers.length - 1]})`);
    }
  }
  return { times, problems };
}

export async function history(stack: Stack, c: Config['history'], report: Report): Promise<void> {
  const say = (line: string) => report.say(line);
  const { token, chatId, warmChatId, seedSeconds, spread } = await seed(stack, c, say);
  say(`history: seeded ${fmtInt(c.messages)} messages in ${seedSeconds.toFixed(1)} s (${fmtInt(c.messages / seedSeconds)}/s)`);
  const page = (id: string, cursor?: string, kind: 'before' | 'around' = 'before') =>
    timedGet(stack.baseUrl, `/messages/by-chat/${id}?limit=${PAGE}${cursor ? `&${kind}=${cursor}` : ''}`, token);

  // The figures are a running server's: the route's code is loaded, and optimized by V8, on a
  // small chat first. (Right after a start, with two pages read before, the first pages of the
  // big chat took about 1.5 times as long: 21.9 ms against 14.7 ms on 2026-11-25.)
  const warmTimes: number[] = [];
  for (let i = 0; i < WARM_UP_PAGES; i += 1) {
    const newest = await page(warmChatId);
    const older = await page(warmChatId, newest.body?.messages?.[0]?._id, i % 2 ? 'around' : 'before');
    warmTimes.push(newest.ms, older.ms);
  }
  say(`history: server warmed with ${fmtInt(2 * WARM_UP_PAGES)} pages of a chat of ${2 * PAGE} (p50 ${fmt(percentile(warmTimes, 50))})`);

  const opened = await withCpu(stack.serverGroupId, () => readPages(FIRST_PAGE_SAMPLES, () => page(chatId), () => c.messages - PAGE));
  let before: string | undefined = opened.last?.body?.messages?.[0]?._id;
  const walked = await withCpu(stack.serverGroupId, () =>
    readPages(c.pages, async () => {
      const res = before ? await page(chatId, before) : undefined;
      before = res?.body?.messages?.[0]?._id;
      return res;
    }, (k) => c.messages - (k + 2) * PAGE),
  );
  const centred = await withCpu(stack.serverGroupId, () => readAround(stack, token, chatId, spread));
  for (const problem of [...opened.problems, ...walked.problems, ...centred.problems]) say(`history: ${problem}`);
  const firstTimes = opened.times;
  const walkTimes = walked.times;
  const badPages = opened.problems.length + walked.problems.length;

  const figures = {
    messages: c.messages,
    seedSeconds: round(seedSeconds, 1),
    firstPage: { samples: firstTimes.length, p50Ms: round(percentile(firstTimes, 50), 2), maxMs: round(Math.max(...firstTimes), 2) },
    walk: { pages: walkTimes.length, p50Ms: round(percentile(walkTimes, 50), 2), p90Ms: round(percentile(walkTimes, 90), 2), maxMs: round(Math.max(...walkTimes), 2) },
    badPages,
    around: { samples: centred.times.length, p50Ms: round(percentile(centred.times, 50), 2), p90Ms: round(percentile(centred.times, 90), 2), badPages: centred.problems.length },
    cpu: { firstPages: opened.cpu, walk: walked.cpu, around: centred.cpu },
  };
  say(
    `history: chat of ${fmtInt(c.messages)}: first page p50 ${fmt(figures.firstPage.p50Ms)} (${firstTimes.length} samples); ` +
      `${walkTimes.length} pages back with before: p50 ${fmt(figures.walk.p50Ms)}, p90 ${fmt(figures.walk.p90Ms)}, max ${fmt(figures.walk.maxMs)}; ` +
      `${badPages ? `${badPages} page(s) incomplete or out of order` : 'every page complete and contiguous'}`,
  );
  say(`history: around=, ${centred.times.length} places: p50 ${fmt(figures.around.p50Ms)}, p90 ${fmt(figures.around.p90Ms)}`);
  say(`history: CPU s over the first pages: ${cpuLine(opened.cpu)}; over the walk: ${cpuLine(walked.cpu)}`);
  report.set('history', figures);
  const scenario = `history, page of ${PAGE} from ${fmtInt(c.messages)} messages`;
  report.row(`${scenario}, first page`, `p50 ${fmt(figures.firstPage.p50Ms)}`, 'p50 < 20 ms', figures.firstPage.p50Ms < 20 && !badPages);
  report.row(
    `${scenario}, around= at ${centred.times.length} places spread over the chat`,
    `p50 ${fmt(figures.around.p50Ms)}, p90 ${fmt(figures.around.p90Ms)}${centred.problems.length ? `, ${centred.problems.length} bad page(s)` : ''}`,
    'p50 < 20 ms',
    figures.around.p50Ms < 20 && !centred.problems.length,
  );
  report.row(`${scenario}, ${walkTimes.length} pages back`, `p50 ${fmt(figures.walk.p50Ms)}, p90 ${fmt(figures.walk.p90Ms)}${badPages ? `, ${badPages} bad page(s)` : ''}`, 'p50 < 20 ms', figures.walk.p50Ms < 20 && !badPages);
}
