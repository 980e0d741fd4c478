// npm run bench: measures the app against the budgets of DESIGN.md on this machine.
// BENCH_HISTORY_MESSAGES (100000), BENCH_SOCKETS (5000), BENCH_GROUP (100), BENCH_RATE (msg/s, 50),
// BENCH_SECONDS (5) tune the sizes; BENCH_ONLY=history,sockets,fanout picks scenarios.
import { spawn } from 'node:child_process';
import { ObjectId } from 'mongodb';
import { startStack, type Stack } from '../test/support/stack';
import { connectMany, connectSocket, fmt, groupRssKb, openDb, percentile, post, seedUsers, sleep } from './support';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const only = (process.env.BENCH_ONLY ?? 'history,sockets,fanout').split(',');
const report: string[] = [];
const say = (line: string) => {
  console.log(line);
  report.push(line);
};

async function history(stack: Stack) {
  const total = num('BENCH_HISTORY_MESSAGES', 100_000);
  const { db, close } = await openDb(stack.mongoUri);
  const [alice, bob] = await seedUsers(db, 2, stack.jwtSecret, `hist${Date.now()}_`);
  const chatId = new ObjectId();
  await db.collection('chats').insertOne({ _id: chatId, type: 'single', members: [new ObjectId(alice.id), new ObjectId(bob.id)], admins: [], blockedBy: [], hiddenFor: [], specialBadges: [], createdAt: new Date(), updatedAt: new Date() });
  const started = Date.now();
  for (let i = 0; i < total; i += 5000) {
    const batch = Array.from({ length: Math.min(5000, total - i) }, (_, j) => ({
      _id: new ObjectId(),
      chatId,
      sender: new ObjectId(j % 2 ? alice.id : bob.id),
      type: 'text',
      content: `message ${i + j}`,
      reactions: [],
      readBy: [],
      deletedFor: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    await db.collection('messages').insertMany(batch, { ordered: false });
  }
  say(`history: seeded ${total} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const times: number[] = [];
  let before: string | undefined;
  for (let page = 0; page < 12; page += 1) {
    const t = performance.now();
    const res = await fetch(`${stack.baseUrl}/api/messages/by-chat/${chatId}?limit=50${before ? `&before=${before}` : ''}`, { headers: { authorization: `Bearer ${alice.token}` } });
    const body = (await res.json()) as { messages: { _id: string }[] };
    if (page > 1) times.push(performance.now() - t); // the first two warm up the route
    before = body.messages[0]?._id;
  }
  say(`history: page of 50 from a chat of ${total}: p50 ${fmt(percentile(times, 50))}, p90 ${fmt(percentile(times, 90))} (budget p50 < 5 ms)`);
  await close();
}

async function idleSockets(stack: Stack) {
  const count = num('BENCH_SOCKETS', 5000);
  const { db, close } = await openDb(stack.mongoUri);
  const users = await seedUsers(db, count, stack.jwtSecret, `idle${Date.now()}_`);
  await close();
  await sleep(1000);
  const before = groupRssKb(stack.serverGroupId);
  const started = Date.now();
  const sockets = await connectMany(stack.baseUrl, users.map((u) => u.token));
  const connectSec = (Date.now() - started) / 1000;
  await sleep(3000);
  const after = groupRssKb(stack.serverGroupId);
  say(`sockets: ${count} authenticated sockets in ${connectSec.toFixed(1)} s; server memory ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MB, ${((after - before) / count).toFixed(1)} KB per socket (budget ≤ 25 KB)`);
  sockets.forEach((s) => s.close());
}

interface FanoutResult {
  deliveriesPerSec: number;
  p50: number;
  p99: number;
}

/** Sends `rate` messages per second for `seconds` and times each delivery at every receiver. */
async function measureFanout(receivers: { on: (event: string, fn: (m: any) => void) => void }[], send: (stamp: number) => Promise<void>, rate: number, seconds: number): Promise<FanoutResult> {
  const latencies: number[] = [];
  for (const socket of receivers) {
    socket.on('receive_message', (m: any) => {
      const stamp = Number(String(m?.content ?? m).split('|')[1]);
      if (stamp) latencies.push(performance.now() + performance.timeOrigin - stamp);
    });
  }
  const total = rate * seconds;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(performance.now() + performance.timeOrigin).catch(() => undefined));
  }
  await Promise.all(pending);
  await sleep(2000);
  const elapsed = (performance.now() - started) / 1000;
  return { deliveriesPerSec: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function startRelay(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/relay-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function fanout(stack: Stack) {
  const size = num('BENCH_GROUP', 100);
  const rate = num('BENCH_RATE', 50);
  const seconds = num('BENCH_SECONDS', 5);
  const { db, close } = await openDb(stack.mongoUri);
  const users = await seedUsers(db, size, stack.jwtSecret, `fan${Date.now()}_`);
  await close();
  const group = await post(stack.baseUrl, '/chat/create-group', users[0].token, { name: 'bench', members: users.slice(1).map((u) => u.id) });
  const sockets = await connectMany(stack.baseUrl, users.map((u) => u.token));
  const app = await measureFanout(sockets, (stamp) => post(stack.baseUrl, '/messages/send', users[0].token, { chatId: group.chat.id, content: `m|${stamp}` }).then(() => undefined), rate, seconds);
  sockets.forEach((s) => s.close());

  const relay = await startRelay();
  const relaySockets = await connectMany(relay.url, Array(size).fill(undefined));
  relaySockets.forEach((s) => s.emit('join', 'room'));
  const sender = await connectSocket(relay.url);
  await sleep(500);
  const bare = await measureFanout(relaySockets, (stamp) => sender.emitWithAck('relay', { room: 'room', payload: `m|${stamp}` }), rate, seconds);
  relaySockets.forEach((s) => s.close());
  sender.close();
  relay.stop();
  say(`fan-out to ${size} members at ${rate} msg/s for ${seconds} s: app ${app.deliveriesPerSec.toFixed(0)} deliveries/s, p50 ${fmt(app.p50)}, p99 ${fmt(app.p99)}; bare relay ${bare.deliveriesPerSec.toFixed(0)} deliveries/s, p50 ${fmt(bare.p50)}, p99 ${fmt(bare.p99)}; ratio ${(app.deliveriesPerSec / bare.deliveriesPerSec).toFixed(2)}`);
}

const stack = await startStack({ mode: 'development', distDir: `.next-bench-${process.pid}`, removeDistDir: true });
try {
  say(`bench on ${new Date().toISOString()}, ${(await import('node:os')).cpus().length} cores, database ${stack.mongoUri.split('/')[2]}`);
  if (only.includes('history')) await history(stack);
  if (only.includes('sockets')) await idleSockets(stack);
  if (only.includes('fanout')) await fanout(stack);
} finally {
  await stack.stop();
}
process.exit(0);
