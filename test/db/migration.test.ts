import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMyChats } from '@/lib/chats/list-my-chats';
import { markRead } from '@/lib/chats/mark-read';
import { sendMessage } from '@/lib/messages/send-message';
import { openSocketSession } from '@/lib/socket/socket-session';
import { migrateChatSequences } from '@/lib/startup/migrations';
import { flushSearchIndex } from '@/lib/search/index-writer';
import { migrateSearchIndex } from '@/lib/search/reindex';
import { searchMessages } from '@/lib/search/search-messages';
import { launchFerretdb, type RunningDatabase } from '../../lib/db/launcher';
import { signUserToken } from '@/lib/auth/jwt';

// A database as the previous version (b5e7b63) wrote it: chats with one `unread.<id>` counter per
// member and no `seq`, users without `chatIds`. The new code must carry on from it after the
// start-up migration: same unread badges, same chat lists, sockets joining the same rooms.

let database: RunningDatabase;
let tmp: string;
const alice = new ObjectId();
const bob = new ObjectId();
const carol = new ObjectId();
const direct = new ObjectId();
const groupId = new ObjectId();
const lines: string[] = [];

function oldUser(_id: ObjectId, username: string) {
  return { _id, username, usernameLower: username, email: `${username}@old.test`, passwordHash: 'x', role: 'user', specialBadges: [], isPrivate: false, hideOnline: false, lang: 'en', createdAt: new Date(), updatedAt: new Date() };
}

function oldChat(_id: ObjectId, type: 'single' | 'group', members: ObjectId[], unread: Record<string, number>, lastMessage: ObjectId) {
  return { _id, type, name: type === 'group' ? 'old group' : '', members, admins: [], blockedBy: [], hiddenFor: [], specialBadges: [], owner: type === 'group' ? members[0] : null, unread, lastRead: {}, clearedUpTo: {}, lastMessage, createdAt: new Date(), updatedAt: new Date() };
}

beforeAll(async () => {
  process.env.JWT_SECRET ??= 'migration-test-secret-0123456789';
  tmp = mkdtempSync(path.join(os.tmpdir(), 'migration-'));
  database = await launchFerretdb({ dataDir: tmp, dbName: 'old' });
  await mongoose.connect(database.uri, { retryWrites: false });
  const db = mongoose.connection.db!;
  await db.collection('users').insertMany([oldUser(alice, 'alice'), oldUser(bob, 'bob'), oldUser(carol, 'carol')]);
  const messages = Array.from({ length: 7 }, (_, i) => ({
    _id: new ObjectId(),
    chatId: i < 3 ? direct : groupId,
    sender: i % 2 ? alice : bob,
    type: 'text',
    content: `old ${i}`,
    reactions: [],
    readBy: [],
    deletedFor: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  }));
  await db.collection('messages').insertMany(messages);
  // Alice has read nothing of the direct chat from Bob (2 of his 3 there), Carol 4 of the group.
  await db.collection('chats').insertMany([
    oldChat(direct, 'single', [alice, bob], { [String(alice)]: 2, [String(bob)]: 0 }, messages[2]._id),
    oldChat(groupId, 'group', [alice, bob, carol], { [String(alice)]: 1, [String(bob)]: 0, [String(carol)]: 4 }, messages[6]._id),
  ]);
});

afterAll(async () => {
  await mongoose.disconnect();
  await database?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const unreadOf = async (user: ObjectId) => Object.fromEntries((await listMyChats(String(user))).map((c) => [c.id, c.unreadCount]));

describe('start-up migration from the per-member unread counters', () => {
  it('keeps every unread badge and chat list, and is done once', async () => {
    expect(await migrateChatSequences((line) => lines.push(line))).toBe(2);
    expect(lines.join()).toMatch(/2 chat/);
    expect(await unreadOf(alice)).toEqual({ [String(direct)]: 2, [String(groupId)]: 1 });
    expect(await unreadOf(bob)).toEqual({ [String(direct)]: 0, [String(groupId)]: 0 });
    expect(await unreadOf(carol)).toEqual({ [String(groupId)]: 4 });
    const chat = await mongoose.connection.db!.collection('chats').findOne({ _id: groupId });
    expect(chat).toMatchObject({ seq: 4 });
    expect(chat).not.toHaveProperty('unread');
    expect(await migrateChatSequences(() => undefined)).toBe(0);
  });

  it('then carries on: sockets join the old chats, new messages and reads count as before', async () => {
    const session = await openSocketSession(signUserToken(String(carol), { sessionVersion: 0, sessionId: 'old-client' }));
    expect(session).toMatchObject({ ok: true, chatIds: [String(groupId)] });
    const sent = await sendMessage({ userId: String(bob), input: { chatId: String(groupId), type: 'text', content: 'new' } as never });
    expect(await unreadOf(carol)).toEqual({ [String(groupId)]: 5 });
    expect(await unreadOf(bob)).toEqual({ [String(direct)]: 0, [String(groupId)]: 0 });
    await markRead({ chatId: String(groupId), userId: String(carol), lastReadId: sent.id });
    expect(await unreadOf(carol)).toEqual({ [String(groupId)]: 0 });
  });
});

describe('start-up migration of the search index', () => {
  const found = async (user: ObjectId, q: string) => (await searchMessages({ userId: String(user), q, limit: 20 })).messages.map((m) => m.content);

  it('makes the messages written before search findable, once, and new ones are indexed as sent', async () => {
    expect(await found(alice, 'old')).toEqual([]);
    const logged: string[] = [];
    expect(await migrateSearchIndex((line) => logged.push(line))).toBe(8);
    expect(logged.join()).toMatch(/search index: 8 message/);
    // Newest first; Carol is only in the group (messages 3 to 6).
    expect(await found(carol, 'old')).toEqual(['old 6', 'old 5', 'old 4', 'old 3']);
    expect(await found(alice, 'OLD 1')).toEqual(['old 1']);
    // Run again: only the recent window is read again, and nothing is stored twice.
    expect(await migrateSearchIndex(() => undefined)).toBe(8);
    expect(await found(carol, 'old')).toHaveLength(4);
    await sendMessage({ userId: String(bob), input: { chatId: String(groupId), type: 'text', content: 'brand new words' } as never });
    await flushSearchIndex();
    expect(await found(carol, 'brand new')).toEqual(['brand new words']);
  });
});
