import mongoose from 'mongoose';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serializeSingleDocumentWrites } from '@/lib/db/serialize-writes';
import { sendMessage } from '@/lib/messages/send-message';
import { group, users } from '../chats/helpers';
import type { TestUser } from '../support/api';
import { testDb } from '../support/db';

// Claims of a chat's next positions made in the same turn share one update
// (lib/messages/claim-position.ts), against the test database: the counters come out as one
// claim at a time would leave them, and a sender who may not post is refused alone. With the
// write queue of the embedded database installed, as the server does, the claims of several
// chats share one command.

/** the chats each `update` command on chats named, one entry per command */
const chatUpdates: string[] = [];
let alice: TestUser, bob: TestUser, carol: TestUser;

beforeAll(async () => {
  process.env.JWT_SECRET = inject('jwtSecret');
  await mongoose.connect(inject('mongoUri'), { retryWrites: false, monitorCommands: true });
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'update' && event.command.update === 'chats') chatUpdates.push((event.command.updates as { q: { _id: unknown } }[]).map((u) => String(u.q._id)).join(','));
  });
  [alice, bob, carol] = await users(3);
});

afterAll(async () => {
  await mongoose.disconnect();
});

const sendAs = (user: TestUser, chatId: string, content: string) => sendMessage({ userId: user.id, input: { chatId, type: 'text', content } as never });

async function counters(chatId: string) {
  const chat = await (await testDb()).collection('chats').findOne({ _id: new ObjectId(chatId) });
  return { seq: chat!.seq as number, readSeq: chat!.readSeq as Record<string, number>, lastMessage: String(chat!.lastMessage) };
}

describe('claims of the same turn', () => {
  it('on one chat: one update, and seq, read marks and last message as one claim at a time leaves them', async () => {
    const chatId = await group(alice, [bob, carol]);
    const before = await counters(chatId);
    chatUpdates.length = 0;
    const senders = [alice, bob, bob, alice, bob];
    const sent = await Promise.all(senders.map((user, i) => sendAs(user, chatId, `together ${i}`)));
    expect(chatUpdates).toEqual([chatId]);
    const after = await counters(chatId);
    expect(after.seq).toBe(before.seq + 5);
    expect(after.readSeq[alice.id]).toBe((before.readSeq[alice.id] ?? 0) + 2);
    expect(after.readSeq[bob.id]).toBe((before.readSeq[bob.id] ?? 0) + 3);
    expect(after.readSeq[carol.id] ?? 0).toBe(before.readSeq[carol.id] ?? 0);
    const newest = sent.map((m) => String(m._id)).sort().at(-1);
    expect(after.lastMessage).toBe(newest);
  });

  it('a sender who may not post is refused alone; the others of the turn are stored', async () => {
    const chatId = await group(alice, [bob, carol], { muted: [[carol, new Date(Date.now() + 3_600_000)]] });
    const before = await counters(chatId);
    const outcomes = await Promise.allSettled([alice, carol, bob].map((user, i) => sendAs(user, chatId, `mixed ${i}`)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'USER_MUTED' });
    const after = await counters(chatId);
    expect(after.seq).toBe(before.seq + 2);
    expect(after.readSeq[carol.id] ?? 0).toBe(before.readSeq[carol.id] ?? 0);
  });

  it('on different chats: one update each', async () => {
    const [first, second] = await Promise.all([group(alice, [bob]), group(bob, [carol])]);
    const before = await Promise.all([first, second].map(counters));
    chatUpdates.length = 0;
    await Promise.all([sendAs(alice, first, 'a'), sendAs(bob, second, 'b'), sendAs(bob, first, 'c'), sendAs(carol, second, 'd')]);
    expect(chatUpdates.sort()).toEqual([first, second].sort());
    const after = await Promise.all([first, second].map(counters));
    expect(after.map((a, i) => a.seq - before[i].seq)).toEqual([2, 2]);
  });
});

describe('claims of the same turn on the embedded database (one writer, its writes queued)', () => {
  beforeAll(() => {
    serializeSingleDocumentWrites();
  });

  const commandsNaming = (chatIds: string[]) => chatUpdates.filter((command) => chatIds.some((id) => command.includes(id)));

  it('on different chats: one command, and each chat counted as one claim at a time leaves it', async () => {
    const [first, second] = await Promise.all([group(alice, [bob]), group(bob, [carol])]);
    const before = await Promise.all([first, second].map(counters));
    chatUpdates.length = 0;
    const sent = await Promise.all([sendAs(alice, first, 'a'), sendAs(bob, second, 'b'), sendAs(bob, first, 'c'), sendAs(carol, second, 'd')]);
    const commands = commandsNaming([first, second]);
    expect(commands).toHaveLength(1);
    expect(commands[0].split(',').sort()).toEqual([first, second].sort());
    const after = await Promise.all([first, second].map(counters));
    expect(after.map((a, i) => a.seq - before[i].seq)).toEqual([2, 2]);
    expect(after[0].readSeq[alice.id] - (before[0].readSeq[alice.id] ?? 0)).toBe(1);
    expect(after[0].readSeq[bob.id] - (before[0].readSeq[bob.id] ?? 0)).toBe(1);
    expect(after[0].lastMessage).toBe(String(sent[2]._id));
    expect(after[1].lastMessage).toBe(String(sent[3]._id));
  });

  it('a chat whose sender may not post is claimed again alone; the other chats of the command keep theirs', async () => {
    const [open, muting] = await Promise.all([group(alice, [bob]), group(alice, [bob, carol], { muted: [[carol, new Date(Date.now() + 3_600_000)]] })]);
    const before = await Promise.all([open, muting].map(counters));
    chatUpdates.length = 0;
    const outcomes = await Promise.allSettled([sendAs(alice, open, 'fine'), sendAs(carol, muting, 'muted'), sendAs(bob, muting, 'also fine')]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'USER_MUTED' });
    // The command of both chats, then the muting chat's own: together, then each claim alone.
    const commands = commandsNaming([open, muting]);
    expect(commands[0].split(',').sort()).toEqual([open, muting].sort());
    expect(commands.slice(1).every((command) => command === muting)).toBe(true);
    const after = await Promise.all([open, muting].map(counters));
    expect(after.map((a, i) => a.seq - before[i].seq)).toEqual([1, 1]);
    expect(after[1].readSeq[carol.id] ?? 0).toBe(before[1].readSeq[carol.id] ?? 0);
    expect(after[1].readSeq[bob.id] - (before[1].readSeq[bob.id] ?? 0)).toBe(1);
  });
});
