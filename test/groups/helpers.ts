import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { api, registerUser, uniqueName, type ApiAnswer, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { openSocket, type TestSocket } from '../support/socket';

// Shared by the group and badge test files (not a test file itself: no `.test.ts`).

export { expectError } from '../support/errors';

export function expectOk<T = Record<string, any>>(answer: ApiAnswer<T>): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const PASSWORD = 'secret12';
let passwordHash: Promise<string> | undefined;

/**
 * A fresh user written straight into the database (every field of models/User.ts) with a session
 * token signed like the server's (lib/auth/jwt.ts). Registration has tests of its own
 * (test/auth); here it would only cost two bcrypt rounds and a mail per user. The password works
 * for login too.
 */
export async function quickUser(): Promise<TestUser> {
  passwordHash ??= bcrypt.hash(PASSWORD, 4);
  const _id = new ObjectId();
  const username = uniqueName();
  const email = `${username}@example.test`;
  const now = new Date();
  await (await testDb()).collection('users').insertOne({
    _id,
    username,
    usernameLower: username.toLowerCase(),
    email,
    passwordHash: await passwordHash,
    name: '',
    avatar: '',
    bio: '',
    birthday: new Date('2000-05-06T00:00:00.000Z'),
    gender: 'other',
    isPrivate: false,
    hideOnline: false,
    role: 'user',
    likeCount: 0,
    dislikeCount: 0,
    lang: 'vi',
    specialBadges: [],
    createdAt: now,
    updatedAt: now,
    __v: 0,
  });
  const id = _id.toHexString();
  const token = jwt.sign({}, inject('jwtSecret'), { algorithm: 'HS256', subject: id, audience: 'user', expiresIn: '2h' });
  return { id, username, email, password: PASSWORD, token, user: { _id: id, id, username, email } };
}

/** `n` fresh users. */
export const users = (n: number): Promise<TestUser[]> => Promise.all(Array.from({ length: n }, () => quickUser()));

/** A fresh user registered through the real API (e-mail code, register, login). */
export { registerUser };

export const unknownId = () => new ObjectId().toHexString();

export const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A group made through the API: `owner` creates it with `members`, then promotes `admins`. */
export async function makeGroup(owner: TestUser, members: TestUser[], opts: { admins?: TestUser[]; name?: string } = {}): Promise<string> {
  const created = await api('/chat/create-group', {
    token: owner.token,
    body: { name: opts.name ?? `g ${owner.username}`, members: members.map((m) => m.id) },
  });
  const groupId: string = expectOk(created).chat.id;
  for (const admin of opts.admins ?? []) expectOk(await api(`/group/${groupId}/admins`, { token: owner.token, body: { userId: admin.id } }));
  return groupId;
}

/**
 * A group written straight into the database, with every field a group made by the API has
 * (models/Chat.ts): for tests that need many groups and no sockets (they hear of no new_chat).
 */
export async function insertGroup(owner: TestUser, members: TestUser[], admins: TestUser[] = []): Promise<string> {
  const _id = new ObjectId();
  const now = new Date();
  await (await testDb()).collection('chats').insertOne({
    _id,
    type: 'group',
    name: `g ${owner.username}`,
    avatar: '',
    members: [owner, ...members].map((u) => new ObjectId(u.id)),
    owner: new ObjectId(owner.id),
    admins: admins.map((u) => new ObjectId(u.id)),
    nicknames: {},
    muted: {},
    muteAllUntil: null,
    hideMemberList: false,
    public: false,
    showJoinLeaveNotice: true,
    specialBadges: [],
    blockedBy: [],
    hiddenFor: [],
    lastMessage: null,
    unread: {},
    lastRead: {},
    clearedUpTo: {},
    isSupport: false,
    createdAt: now,
    updatedAt: now,
    __v: 0,
  });
  return _id.toHexString();
}

/** The group's stored document (what the server really did, whatever the caller may see). */
export async function groupDoc(groupId: string): Promise<Record<string, any> | null> {
  return (await testDb()).collection('chats').findOne({ _id: new ObjectId(groupId) });
}

/**
 * Lets the group's mutes run out now, as if their time had passed: each stored mute time (of
 * `memberId`, or the mute of everyone) moves 1 s into the past. No test waits out a mute: on a
 * busy machine a mute short enough to wait for could end before the refused send arrived.
 */
export async function expireMute(groupId: string, memberId?: string) {
  const path = memberId ? `muted.${memberId}` : 'muteAllUntil';
  const result = await (await testDb()).collection('chats').updateOne({ _id: new ObjectId(groupId), [path]: { $gt: new Date() } }, { $set: { [path]: new Date(Date.now() - 1000) } });
  expect(result.modifiedCount).toBe(1);
}

export const ids = (list: unknown[] | undefined) => (list ?? []).map(String);

/** A socket event filter: the payload is about that chat (a message's chatId, a chat's id). */
export const forChat = (chatId: string) => (payload: any) => payload?.chatId === chatId || payload?.id === chatId;

/** Messages stored for a chat, oldest first. */
export async function messagesOf(groupId: string) {
  return (await testDb()).collection('messages').find({ chatId: new ObjectId(groupId) }).sort({ _id: 1 }).toArray();
}

export async function send(user: TestUser, chatId: string, content = 'hello') {
  return api('/messages/send', { token: user.token, body: { chatId, content, type: 'text' } });
}

/** A sent text message's id (asserting the send worked). */
export async function sendOk(user: TestUser, chatId: string, content = 'hello'): Promise<string> {
  return expectOk(await send(user, chatId, content)).message.id;
}

// Real pictures, made by sharp, so the server's sniffer sees true PNG / JPEG bytes.
export const pngBytes = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a7' } }).png().toBuffer();
export const jpegBytes = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#a37' } }).jpeg().toBuffer();
/** A 1x1 GIF. */
export const gifBytes = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function fileForm(field: string, bytes: Buffer, type: string, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Uploads a file through POST /upload and answers its `/uploads/<name>` URL. */
export async function upload(user: TestUser, bytes: Buffer, type: string, name: string): Promise<string> {
  return expectOk(await api('/upload', { token: user.token, body: fileForm('file', bytes, type, name) })).url;
}

/** GET of an uploaded file, `/uploads/<name>` (no token needed): its status. */
export async function fileStatus(url: string): Promise<number> {
  return (await api(url)).status;
}


/**
 * Opens sockets that close when the test ends: `const socketOf = socketsFor(onTestFinished)`
 * with the test context's onTestFinished (which also works in concurrent tests).
 */
export function socketsFor(onTestFinished: (fn: () => void) => void) {
  return async (token: string): Promise<TestSocket> => {
    const socket = await openSocket(token);
    onTestFinished(() => {
      socket.close();
    });
    return socket;
  };
}
