import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { hashPassword } from '@/lib/auth/password';
import { addChatToUsers } from '@/lib/chats/chat-index';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';

const { Types } = mongoose;

// Fixed ids: every process and every restart agrees on them, and an upsert by _id can never
// create a second support account or group, even when two processes start at once.
export const SUPPORT_USER_ID = new Types.ObjectId('5e0000000000000000000001');
export const SUPPORT_GROUP_ID = new Types.ObjectId('5e0000000000000000000002');

/**
 * Creates the support account and the public support group when missing; changes nothing
 * otherwise. Safe when several processes start at once (every step is an upsert or a $set by _id).
 */
export async function ensureSupportAccounts(): Promise<void> {
  // Hashed once, outside the upserts that may run again.
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  await raceSafeUpsert(() => User.updateOne(
    { _id: SUPPORT_USER_ID },
    {
      $setOnInsert: {
        username: 'support',
        usernameLower: 'support',
        usernameSkeleton: 'support',
        email: 'support@chat.local',
        // Nobody can log in as support: the password is random and login refuses the role.
        passwordHash,
        role: 'support',
        name: 'Support',
        bio: '',
      },
    },
    { upsert: true },
  ));
  await raceSafeUpsert(() => Chat.updateOne(
    { _id: SUPPORT_GROUP_ID },
    {
      $setOnInsert: {
        type: 'group',
        name: 'Support',
        members: [SUPPORT_USER_ID],
        owner: SUPPORT_USER_ID,
        admins: [],
        public: true,
        isSupport: true,
      },
    },
    { upsert: true },
  ));
  await fillMissingArrays();
  await addChatToUsers(SUPPORT_GROUP_ID, [SUPPORT_USER_ID]);
}

/**
 * FerretDB v1 leaves empty arrays out of a document created by an upsert's $setOnInsert; the
 * code reading these documents relies on the arrays, so they are set here (also repairing
 * databases made before this was known).
 */
async function fillMissingArrays() {
  for (const field of ['members', 'admins', 'blockedBy', 'hiddenFor', 'specialBadges']) {
    await Chat.updateOne({ _id: SUPPORT_GROUP_ID, [field]: { $exists: false } }, { $set: { [field]: [] } });
  }
  await User.updateOne({ _id: SUPPORT_USER_ID, specialBadges: { $exists: false } }, { $set: { specialBadges: [] } });
}
