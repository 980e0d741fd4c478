import mongoose from 'mongoose';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forgetCachedSessions, requireCachedSession } from '@/lib/auth/cached-session';
import { requireSession } from '@/lib/auth/current-user';
import { markRead } from '@/lib/chats/mark-read';
import { listPins } from '@/lib/chats/pins';
import { listMessages } from '@/lib/messages/list-messages';
import { reactToMessage } from '@/lib/messages/react-to-message';
import { sendMessage } from '@/lib/messages/send-message';
import { flushSearchIndex } from '@/lib/search/index-writer';
import { openSocketSession } from '@/lib/socket/socket-session';
import { directChat, group, send, users } from '../chats/helpers';
import type { TestUser } from '../support/api';
import { testDb } from '../support/db';

// Database commands per user action, counted with the driver's command monitoring: the actions
// run in this process (the same services the route and socket handlers call, authentication
// included) against the test database. A count that grows fails here. Budgets (data-layer
// issue): send ≤ 3, open chat ≤ 3, connect ≤ 3, whatever the member count.

const commands: string[] = [];
/**
 * Search postings are written behind the sends, one insertMany per batch of messages
 * (lib/search/index-writer.ts): counted apart, since when a batch is written does not belong to
 * any one action.
 */
const postingWrites: number[] = [];
const IGNORED = new Set(['hello', 'isMaster', 'ismaster', 'ping', 'endSessions', 'saslStart', 'saslContinue', 'buildInfo']);

async function count(action: () => Promise<unknown>): Promise<{ n: number; names: string[] }> {
  commands.length = 0;
  await action();
  return { n: commands.length, names: [...commands] };
}

let alice: TestUser, bob: TestUser;
let directId: string, groupId: string;

beforeAll(async () => {
  process.env.JWT_SECRET = inject('jwtSecret'); // the server's: the tokens under test are its own
  await mongoose.connect(inject('mongoUri'), { retryWrites: false, monitorCommands: true });
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'insert' && event.command.insert === 'searchpostings') postingWrites.push(event.command.documents?.length ?? 0);
    else if (!IGNORED.has(event.commandName)) commands.push(event.commandName);
  });
  [alice, bob] = await users(2);
  directId = await directChat(alice, bob);
  groupId = await group(alice, [bob]);
  // 120 more members: nothing a send does may grow with them.
  const extra = Array.from({ length: 120 }, () => new ObjectId());
  await (await testDb()).collection('chats').updateOne({ _id: new ObjectId(groupId) }, { $push: { members: { $each: extra } } } as never);
  await send(bob, groupId, 'warm up');
  await send(bob, directId, 'warm up');
});

afterAll(async () => {
  await mongoose.disconnect();
});

/** A REST call: the route authenticates (one lookup), then the service runs. */
const asRoute = (user: TestUser, service: (u: Awaited<ReturnType<typeof requireSession>>['user']) => Promise<unknown>) => async () =>
  service((await requireSession(`Bearer ${user.token}`)).user);

/** POST /messages/send: its route keeps the signed-in user in the process (lib/auth/cached-session.ts). */
const sendAs = (user: TestUser, chatId: string, content: string, extra: Record<string, unknown> = {}) => async () => {
  const { user: u } = await requireCachedSession(`Bearer ${user.token}`);
  return sendMessage({ userId: String(u._id), sender: u, input: { chatId, type: 'text', content, ...extra } as never });
};

describe('database commands per action', () => {
  it('send: 2 (claim, insert) with the session kept, 3 when it is read; in a 2-member chat and a 122-member group alike', async () => {
    forgetCachedSessions();
    const first = await count(sendAs(alice, directId, 'one'));
    expect(first.names).toEqual(['find', 'update', 'insert']);
    const direct = await count(sendAs(alice, directId, 'two'));
    const crowded = await count(sendAs(alice, groupId, 'three'));
    expect(direct.names).toEqual(['update', 'insert']);
    expect(crowded.names).toEqual(['update', 'insert']);
  });

  it('send in a slow-mode group: still 2 (claim, insert) for a member whose wait is over; the check and the last send ride on the claim', async () => {
    const slowId = await group(alice, [bob]);
    const chats = (await testDb()).collection('chats');
    await chats.updateOne({ _id: new ObjectId(slowId) }, { $set: { slowModeSeconds: 10 } });
    await sendAs(bob, slowId, 'first')(); // keeps the session
    await chats.updateOne({ _id: new ObjectId(slowId) }, { $set: { [`lastSentAt.${bob.id}`]: new Date(Date.now() - 11_000) } });
    const slow = await count(sendAs(bob, slowId, 'after the wait'));
    expect(slow.names).toEqual(['update', 'insert']);
    // and the claim wrote the send's time: the next one is refused
    await expect(sendAs(bob, slowId, 'too soon')()).rejects.toMatchObject({ code: 'SLOW_MODE' });
  });

  it('send named by clientId: one indexed lookup more; its repeat: that lookup alone', async () => {
    await sendAs(alice, groupId, 'keeps the session')();
    const named = await count(sendAs(alice, groupId, 'four', { clientId: 'count-1' }));
    expect(named.names).toEqual(['find', 'update', 'insert']);
    const repeat = await count(sendAs(alice, groupId, 'four', { clientId: 'count-1' }));
    expect(repeat.names.filter((name) => name !== 'find'), repeat.names.join()).toEqual([]);
    expect(repeat.n).toBeLessThanOrEqual(2); // the lookup, at most the reader marks
  });

  it('open chat (a history page): 3 once the members are known', async () => {
    const open = asRoute(bob, (u) => listMessages({ chatId: groupId, userId: String(u._id) }));
    await open(); // the first page of a process learns the senders (kept for 30 s)
    const page = await count(open);
    expect(page.n, page.names.join()).toBeLessThanOrEqual(3);
  });

  it('pins of a chat with none (every page asks on opening a chat): 3 (session, chat, pins), no query of the messages', async () => {
    // The embedded database answers an empty `$in` by reading the whole collection.
    const pins = await count(asRoute(bob, (u) => listPins({ chatId: directId, userId: String(u._id) })));
    expect(pins.names).toEqual(['find', 'find', 'find']);
  });

  it('connect (socket setup): 2, with the user’s chats read by _id', async () => {
    let answer: Awaited<ReturnType<typeof openSocketSession>> | undefined;
    const setup = await count(async () => (answer = await openSocketSession(bob.token)));
    expect(answer).toMatchObject({ ok: true, chatIds: expect.arrayContaining([directId, groupId]) });
    expect(setup.n, setup.names.join()).toBeLessThanOrEqual(2);
  });

  it('mark read: 3 up to the newest message (socket event, no session lookup)', async () => {
    // A chat written by the server only: ids made in this test process within the same second
    // may sort after the server's, and the chat's last message is the greatest id.
    const chatId = await group(alice, [bob]);
    const newest = await send(alice, chatId, 'read me');
    const read = await count(() => markRead({ chatId, userId: bob.id, lastReadId: newest.id }));
    expect(read.n, read.names.join()).toBeLessThanOrEqual(3);
  });

  it('react: 4 (session, message, chat, conditional update)', async () => {
    const message = await send(alice, directId, 'react to me');
    const react = await count(asRoute(bob, (u) => reactToMessage({ userId: String(u._id), messageId: message.id, emoji: '👍' })));
    expect(react.n, react.names.join()).toBeLessThanOrEqual(4);
  });

  it("search postings: written behind the sends, the keys of sends made together in one insert", async () => {
    await flushSearchIndex();
    postingWrites.length = 0;
    await Promise.all([sendAs(alice, groupId, 'alpha beta')(), sendAs(bob, groupId, 'gamma delta')()]);
    await flushSearchIndex();
    // w:al w:alph w:be w:beta, w:ga w:gamm w:de w:delt, each for all chats and within the chat:
    // whatever the member count.
    expect(postingWrites.reduce((a, b) => a + b, 0)).toBe(16);
    expect(postingWrites.length).toBeLessThanOrEqual(2);
  });
});
