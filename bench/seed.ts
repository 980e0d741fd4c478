// Users, chats and messages written straight into the database, shaped as the app's models
// write them (models/User.ts, models/Chat.ts, models/Message.ts). Registering thousands of users
// through the mailed-code flow would measure bcrypt and SMTP, not what the bench is about.
import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ObjectId, type Db } from 'mongodb';

export interface SeedUser {
  _id: ObjectId;
  /** the chats the user belongs to: socket `setup` joins their rooms through this list only */
  chatIds: ObjectId[];
  [field: string]: unknown;
}

export interface SeedChat {
  _id: ObjectId;
  type: 'single' | 'group';
  members: ObjectId[];
  seq: number;
  readSeq: Record<string, number>;
  [field: string]: unknown;
}

export function makeUsers(count: number, prefix: string): SeedUser[] {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const username = `${prefix}${i}`;
    return {
      _id: new ObjectId(),
      username,
      usernameLower: username.toLowerCase(),
      email: `${username.toLowerCase()}@bench.test`,
      passwordHash: 'x',
      name: '',
      avatar: '',
      role: 'user',
      specialBadges: [],
      likeCount: 0,
      dislikeCount: 0,
      isPrivate: false,
      hideOnline: false,
      lang: 'en',
      sessionVersion: 0,
      chatIds: [],
      createdAt: now,
      updatedAt: now,
    };
  });
}

/**
 * A one-to-one chat's `_id` is derived from the pair (lib/chats/create-direct-chat.ts), so the
 * app finds a seeded one the way it finds its own.
 */
function directChatId(a: ObjectId, b: ObjectId): ObjectId {
  const [first, second] = [a.toHexString(), b.toHexString()].sort();
  return new ObjectId(createHash('sha256').update(`direct:${first}:${second}`).digest().subarray(0, 12));
}

/**
 * A chat of `members` (a group is owned by the first), listed in each member's `chatIds`.
 * `seq` messages count as sent and read by everyone (readSeq = seq: nothing unread).
 */
export function makeChat(type: 'single' | 'group', members: SeedUser[], opts: { name?: string; seq?: number; lastMessage?: ObjectId } = {}): SeedChat {
  if (type === 'single' && members.length !== 2) throw new Error('a one-to-one chat has two members');
  const seq = opts.seq ?? 0;
  const now = new Date();
  const chat: SeedChat = {
    _id: type === 'single' ? directChatId(members[0]._id, members[1]._id) : new ObjectId(),
    type,
    name: opts.name ?? '',
    avatar: '',
    members: members.map((m) => m._id),
    owner: type === 'group' ? members[0]._id : null,
    admins: [],
    nicknames: {},
    muted: {},
    muteAllUntil: null,
    hideMemberList: false,
    public: false,
    showJoinLeaveNotice: true,
    specialBadges: [],
    blockedBy: [],
    hiddenFor: [],
    lastMessage: opts.lastMessage ?? null,
    seq,
    readSeq: seq ? Object.fromEntries(members.map((m) => [m._id.toHexString(), seq])) : {},
    lastRead: {},
    clearedUpTo: {},
    isSupport: false,
    createdAt: now,
    updatedAt: now,
  };
  for (const member of members) member.chatIds.push(chat._id);
  return chat;
}

/**
 * How far back seeded messages are dated. A history is in the past; and a process that starts
 * re-indexes for search the messages of its last 15 minutes (lib/search/reindex.ts), which for a
 * million messages seeded a moment before kept the database busy through the cross-process runs.
 */
const SEED_AGE_SECONDS = 30 * 24 * 3600;

/** A new id dated SEED_AGE_SECONDS back: ids made in order still sort in that order, and are unique. */
function seededId(): ObjectId {
  const bytes = Buffer.from(new ObjectId().toHexString(), 'hex');
  bytes.writeUInt32BE(bytes.readUInt32BE(0) - SEED_AGE_SECONDS, 0);
  return new ObjectId(bytes);
}

/** A text message as the app stores it, dated in the past; `_id`s made in order sort as sent. */
export function makeMessage(chatId: ObjectId, sender: ObjectId, content: string) {
  const _id = seededId();
  const at = _id.getTimestamp();
  return { _id, chatId, sender, type: 'text', content, reactions: [], readBy: [], deletedFor: [], createdAt: at, updatedAt: at };
}

/** Writes users (after their chats are made, so `chatIds` is complete) and chats. */
export async function insertSeed(db: Db, users: SeedUser[], chats: SeedChat[] = [], batch = 1000): Promise<void> {
  for (let i = 0; i < users.length; i += batch) await db.collection('users').insertMany(users.slice(i, i + batch));
  for (let i = 0; i < chats.length; i += batch) await db.collection('chats').insertMany(chats.slice(i, i + batch));
}

/** A user token as the server signs them at login (lib/auth/jwt.ts): session version and a session id of its own. */
export function tokenFor(user: SeedUser, jwtSecret: string): string {
  const claims = { sv: 0, sid: randomBytes(12).toString('hex') };
  return jwt.sign(claims, jwtSecret, { algorithm: 'HS256', subject: user._id.toHexString(), audience: 'user', expiresIn: '2h' });
}
