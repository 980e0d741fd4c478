import mongoose from 'mongoose';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';
import { ensurePublicLink } from '@/lib/groups/invite-links';
import { Chat } from '@/models/Chat';
import { GroupInvite } from '@/models/GroupInvite';
import { Message } from '@/models/Message';
import { User } from '@/models/User';
import { logger } from '@/lib/log/logger';

const MIGRATIONS = 'migrations';

type OldChat = { _id: mongoose.Types.ObjectId; members?: mongoose.Types.ObjectId[]; unread?: Record<string, number> };

/**
 * Chats written before per-chat sequences (version b5e7b63 and earlier) kept one unread counter
 * per member (`unread.<id>`) and no `seq`; their members' documents had no `chatIds`. For each
 * such chat: the members get the chat in `chatIds`, then `seq` becomes the chat's message count
 * and each member's `readSeq` that count less their old unread count, so every unread badge
 * stays what it was. Runs at start-up before the server listens; idempotent (a chat with `seq`
 * is done, the user updates are $addToSet) and remembered in the `migrations` collection.
 */
export async function migrateChatSequences(log: (line: string) => void = (line) => logger().info(line)): Promise<number> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const marker = await db.collection<{ _id: string; at: Date }>(MIGRATIONS).findOne({ _id: 'chat-sequences-v1' });
  if (marker) return 0;
  let migrated = 0;
  const old = Chat.collection.find<OldChat>({ seq: { $exists: false } }, { projection: { members: 1, unread: 1 } });
  for await (const chat of old) {
    const members = chat.members ?? [];
    for (const member of members) await User.collection.updateOne({ _id: member }, { $addToSet: { chatIds: chat._id } });
    const seq = await Message.countDocuments({ chatId: chat._id });
    const readSeq = Object.fromEntries(members.map((m) => [String(m), Math.max(0, seq - Number(chat.unread?.[String(m)] ?? 0))]));
    await Chat.collection.updateOne({ _id: chat._id, seq: { $exists: false } }, { $set: { seq, readSeq }, $unset: { unread: '' } });
    migrated += 1;
  }
  // Another process starting at once may write the same marker.
  await raceSafeUpsert(() => db.collection<{ _id: string; at: Date }>(MIGRATIONS).updateOne({ _id: 'chat-sequences-v1' }, { $set: { at: new Date() } }, { upsert: true }));
  log(`[migrate] chat sequences: ${migrated} chat(s) moved to seq/readSeq and their members' chatIds`);
  return migrated;
}

/**
 * Groups made public before invite links had a public flag and nothing else: each such group
 * gets its link (/group/{id}) as an invite whose code is its id, so that the link keeps working,
 * counts its uses and shows among the group's links. Runs at every start-up after the indexes
 * (it needs the unique code), looking only for public groups whose link is missing:
 * idempotent, and two processes starting at once make one invite (an upsert on the unique code).
 */
export async function migratePublicLinks(log: (line: string) => void = (line) => logger().info(line)): Promise<number> {
  const publicGroups = await Chat.find({ type: 'group', public: true }, { _id: 1, owner: 1 }).lean();
  if (!publicGroups.length) return 0;
  const existing = new Set((await GroupInvite.find({ code: { $in: publicGroups.map((g) => String(g._id)) } }, { code: 1 }).lean()).map((i) => i.code));
  const missing = publicGroups.filter((g) => !existing.has(String(g._id)));
  for (const group of missing) await ensurePublicLink(group);
  if (missing.length) log(`[migrate] public links: ${missing.length} public group(s) got their link as an invite`);
  return missing.length;
}
