import { ObjectId } from 'mongodb';
import { afterAll, expect } from 'vitest';
import { api, registerUser, type ApiAnswer, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { openSocket, type TestSocket } from '../support/socket';

// Shared by the chat, message and socket test files (not a test file itself: no `.test.ts`).

export { expectError, expectBadInput } from '../support/errors';

export function expectOk(answer: ApiAnswer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** `n` fresh users, registered in parallel. */
export const users = (n: number): Promise<TestUser[]> => Promise.all(Array.from({ length: n }, () => registerUser()));

/** An id no document has. */
export const unknownId = () => new ObjectId().toHexString();

/** The one-to-one chat of `a` and `b` (created through the API). */
export async function directChat(a: TestUser, b: TestUser): Promise<string> {
  const answer = await api('/chat/create', { token: a.token, body: { members: [b.id], type: 'single' } });
  return expectOk(answer).chat.id;
}

export interface GroupSetup {
  admins?: TestUser[];
  /** member -> muted until */
  muted?: Array<[TestUser, Date]>;
  muteAllUntil?: Date | null;
  hideMemberList?: boolean;
}

/** A group made through the API by `owner`; roles and mutes are then written into the database. */
export async function group(owner: TestUser, members: TestUser[], setup: GroupSetup = {}): Promise<string> {
  const answer = await api('/chat/create-group', { token: owner.token, body: { name: `g ${owner.username}`, members: members.map((m) => m.id) } });
  const chatId: string = expectOk(answer).chat.id;
  if (Object.keys(setup).length) await setGroup(chatId, setup);
  return chatId;
}

/** Writes roles, mutes or flags of a group directly (the group-management API is not ours). */
export async function setGroup(chatId: string, setup: GroupSetup) {
  const $set: Record<string, unknown> = {};
  if (setup.admins) $set.admins = setup.admins.map((u) => new ObjectId(u.id));
  if (setup.muted) $set.muted = Object.fromEntries(setup.muted.map(([u, until]) => [u.id, until]));
  if (setup.muteAllUntil !== undefined) $set.muteAllUntil = setup.muteAllUntil;
  if (setup.hideMemberList !== undefined) $set.hideMemberList = setup.hideMemberList;
  const db = await testDb();
  const result = await db.collection('chats').updateOne({ _id: new ObjectId(chatId) }, { $set });
  expect(result.matchedCount).toBe(1);
}

/** Sends a message (text by default) and returns it. */
export async function send(user: TestUser, chatId: string, content: string | Record<string, unknown> = 'hello'): Promise<any> {
  const body = typeof content === 'string' ? { chatId, content } : { chatId, ...content };
  return expectOk(await api('/messages/send', { token: user.token, body })).message;
}

/** Sends several text messages one after the other; returns them in order. */
export async function sendMany(user: TestUser, chatId: string, texts: string[]): Promise<any[]> {
  const out = [];
  for (const text of texts) out.push(await send(user, chatId, text));
  return out;
}

/**
 * `count` texts `m0`, `m1`, ... sent to `chatId`, two senders taking turns, ten at a time (each batch
 * after the previous one); the messages in id order (within a batch, not the order of the texts).
 */
export async function sendBatches(senders: [TestUser, TestUser], chatId: string, count: number): Promise<any[]> {
  const sent: any[] = [];
  for (let start = 0; start < count; start += 10) {
    const size = Math.min(10, count - start);
    sent.push(...(await Promise.all(Array.from({ length: size }, (_, i) => send(senders[i % 2], chatId, `m${start + i}`)))));
  }
  return sent.sort((a, b) => (a.id < b.id ? -1 : 1));
}

export async function history(user: TestUser, chatId: string, query = ''): Promise<{ messages: any[]; hasMore: boolean }> {
  return expectOk(await api(`/messages/by-chat/${chatId}${query}`, { token: user.token })) as any;
}

export async function myChats(user: TestUser): Promise<any[]> {
  return expectOk(await api('/chat/my-chats', { token: user.token })).chats;
}

export async function chatOf(user: TestUser, chatId: string): Promise<any | undefined> {
  return (await myChats(user)).find((c) => c.id === chatId);
}

/** Sockets opened by a test file, closed after it. */
export function socketPool() {
  const open: TestSocket[] = [];
  afterAll(() => open.forEach((s) => s.close()));
  return async (...people: TestUser[]): Promise<TestSocket[]> => {
    const sockets = await Promise.all(people.map((p) => openSocket(p.token)));
    open.push(...sockets);
    return sockets;
  };
}

/** The operator objects that must never reach a query. */
export const OPERATOR_VALUES: unknown[] = [{ $gt: '' }, { $ne: null }, { $regex: '.*' }, ['x'], 42, null, true];

/** How long a socket listens to conclude that an event did not reach it (after a member got it). */
export const QUIET_MS = 300;
