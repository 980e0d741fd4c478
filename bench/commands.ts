// Database commands per user action, counted with the driver's command monitoring: the bench
// process calls the same services the routes and socket handlers call (authentication
// included), as test/db/command-counts.test.ts does, against the stack's database.
import mongoose from 'mongoose';
import type { Stack } from '../test/support/stack';
import { type Report } from './report';
import { insertSeed, makeChat, makeUsers, tokenFor } from './seed';
import { fmt, openDb, round } from './support';

/** The commands an action sent, in order, and how long it took (one call, nothing else running). */
interface Counted {
  names: string[];
  ms: number;
}

const IGNORED = new Set(['hello', 'isMaster', 'ismaster', 'ping', 'endSessions', 'saslStart', 'saslContinue', 'buildInfo']);
/** Budgets of the data-layer issue; the other actions are reported without one. */
const BUDGETS: Record<string, number> = {
  'send (2 members)': 3,
  'send (122 members)': 3,
  'send, its session not kept yet (122 members)': 3,
  'send in a slow-mode group (122 members)': 3,
  'open chat': 3,
  connect: 3,
};

/** The services, loaded only when this scenario runs (they resolve `@/` through tsconfig paths). */
async function loadServices() {
  const [auth, cachedAuth, validation, send, list, session, read, react, search] = await Promise.all([
    import('@/lib/auth/current-user'),
    import('@/lib/auth/cached-session'),
    import('@/lib/validations/message'),
    import('@/lib/messages/send-message'),
    import('@/lib/messages/list-messages'),
    import('@/lib/socket/socket-session'),
    import('@/lib/chats/mark-read'),
    import('@/lib/messages/react-to-message'),
    import('@/lib/search/index-writer'),
  ]);
  return { ...auth, ...cachedAuth, ...validation, ...send, ...list, ...session, ...read, ...react, ...search };
}

async function seed(stack: Stack) {
  const users = makeUsers(122, `cmd${Date.now()}_`);
  const [alice, bob] = users;
  const direct = makeChat('single', [alice, bob]);
  const group = makeChat('group', users, { name: 'commands' }); // 120 members more than the direct chat: nothing may grow with them
  // The same members under slow mode (bob a plain member), his last send long ago.
  const slow = { ...makeChat('group', users, { name: 'slow mode' }), slowModeSeconds: 10, lastSentAt: { [bob._id.toHexString()]: new Date(Date.now() - 3_600_000) } };
  const { db, close } = await openDb(stack.mongoUri);
  await insertSeed(db, users, [direct, group, slow]);
  await close();
  const token = (u: typeof alice) => tokenFor(u, stack.jwtSecret);
  return {
    alice: token(alice),
    bob: token(bob),
    bobId: bob._id.toHexString(),
    directId: direct._id.toHexString(),
    groupId: group._id.toHexString(),
    slowId: slow._id.toHexString(),
  };
}

async function countActions(stack: Stack) {
  process.env.JWT_SECRET = stack.jwtSecret; // the server's: the tokens are its own
  const s = await loadServices();
  const ids = await seed(stack);
  await mongoose.connect(stack.mongoUri, { retryWrites: false, monitorCommands: true, autoIndex: false, autoCreate: false });
  let log: string[] | undefined;
  // Search postings are written behind the sends, one insertMany per batch of messages
  // (lib/search/index-writer.ts): counted apart, as test/db/command-counts.test.ts does, since
  // when a batch is written belongs to no one action.
  let postingInserts = 0;
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'insert' && event.command.insert === 'searchpostings') postingInserts += 1;
    else if (log && !IGNORED.has(event.commandName)) log.push(event.commandName);
  });
  const count = async (action: () => Promise<unknown>): Promise<Counted> => {
    log = [];
    const started = performance.now();
    await action();
    const ms = performance.now() - started;
    const names = log;
    log = undefined;
    return { names, ms };
  };

  /** A REST call: the route authenticates (one lookup), then the service runs. */
  const asRoute = <T>(token: string, service: (user: Awaited<ReturnType<typeof s.requireSession>>['user']) => Promise<T>) => async () =>
    service((await s.requireSession(`Bearer ${token}`)).user);
  const connect = async () => {
    const session = await s.openSocketSession(ids.bob);
    if (!session.ok) throw new Error(`setup refused: ${session.code}`);
  };
  /** POST /messages/send: its route keeps the signed-in user in the process (lib/auth/cached-session.ts). */
  const send = (token: string, chatId: string, content: string) => async () => {
    const { user } = await s.requireCachedSession(`Bearer ${token}`);
    return s.sendMessage({ userId: String(user._id), sender: user, input: s.sendMessageSchema.parse({ chatId, content }) });
  };
  const open = asRoute(ids.bob, (u) => s.listMessages({ chatId: ids.groupId, userId: String(u._id) }));

  const SENDS = 7;
  try {
    // Once each first: a process's first send and page learn what they keep (senders, members).
    await send(ids.alice, ids.directId, 'warm up')();
    await send(ids.alice, ids.groupId, 'warm up')();
    await open();
    await connect();
    const counts: Record<string, Counted> = {};
    counts['send (2 members)'] = await count(send(ids.alice, ids.directId, 'one'));
    counts['send (122 members)'] = await count(send(ids.alice, ids.groupId, 'two'));
    s.forgetCachedSessions(); // a sender this process has not seen within 30 s: the session is read
    counts['send, its session not kept yet (122 members)'] = await count(send(ids.alice, ids.groupId, 'two again'));
    await send(ids.bob, ids.directId, 'keeps his session')();
    counts['send in a slow-mode group (122 members)'] = await count(send(ids.bob, ids.slowId, 'after the wait'));
    counts['open chat'] = await count(open);
    counts.connect = await count(connect);
    const toRead = await send(ids.alice, ids.directId, 'read me')();
    counts['mark read'] = await count(() => s.markRead({ chatId: ids.directId, userId: ids.bobId, lastReadId: toRead.id }));
    const toReact = await send(ids.alice, ids.directId, 'react to me')();
    counts.react = await count(asRoute(ids.bob, (u) => s.reactToMessage({ userId: String(u._id), messageId: toReact.id, emoji: '👍' })));
    await s.flushSearchIndex();
    return { counts, postingInserts, sends: SENDS };
  } finally {
    await mongoose.disconnect();
  }
}

export async function commands(stack: Stack, report: Report): Promise<void> {
  let counts: Record<string, Counted>, postingInserts: number, sends: number;
  try {
    ({ counts, postingInserts, sends } = await countActions(stack));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    report.say(`commands: not counted: ${reason}`);
    report.set('commands', { skipped: reason });
    return;
  }
  for (const [action, { names, ms }] of Object.entries(counts)) {
    const budget = BUDGETS[action];
    report.say(`commands: ${action}: ${names.length} (${names.join(', ')}) in ${fmt(ms)}${budget ? `, budget ≤ ${budget}` : ''}`);
    report.row(`database commands: ${action}`, `${names.length} (${names.join(', ')})`, budget ? `≤ ${budget}` : '—', budget ? names.length <= budget : undefined);
  }
  report.say(`commands: search postings, written behind the sends: ${postingInserts} insertMany for ${sends} sends`);
  const perAction = Object.entries(counts).map(([action, { names, ms }]) => [action, { count: names.length, commands: names, ms: round(ms, 2) }]);
  report.set('commands', { ...Object.fromEntries(perAction), 'search postings behind the sends': { insertMany: postingInserts, sends } });
}
