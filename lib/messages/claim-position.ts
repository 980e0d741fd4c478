import mongoose from 'mongoose';
import { SLOW_MODE_OFF } from '@/lib/chats/send-permission';
import { writeOneDocument } from '@/lib/db/serialize-writes';
import { groupCommit } from '@/lib/util/group-commit';
import { Chat } from '@/models/Chat';

type Id = mongoose.Types.ObjectId;

/** A send (or a system message) waiting for its chat's next position. */
interface Claim {
  messageId: Id;
  /** whose read mark moves with the message; null for system messages */
  senderId: string | null;
  /** the send rules, as a filter on the chat; {} for none */
  condition: Record<string, unknown>;
  /** when it was sent: the sender's `lastSentAt`, which slow mode's rule reads (send-permission.ts) */
  sentAt: Date;
  /** members the message mentions: it joins their unread mentions (lib/messages/mentions.ts) */
  mentions: Id[];
  settle: (claimed: boolean) => void;
  fail: (error: unknown) => void;
}

/** The later of two ids of this process's new messages: an ObjectId's hex sorts as it does. */
const later = (a: Id, b: Id) => (a.toHexString() > b.toHexString() ? a : b);

/**
 * Takes the next positions of one chat for these claims, in one update: `seq` + their count, the
 * newest becomes the last message, the chat comes back for members who had hidden it, and each
 * sender's own `readSeq` moves with their messages (not unread for them; lib/chats/unread.ts) and
 * their `lastSentAt` is the send's time and their draft there ends; a mention joins the mentioned member's unread mentions in
 * the same update, so that no read mark can pass the message before it is counted. Nobody else's
 * read state is written. Every claim's condition
 * must hold; false when one does not.
 */
async function claimTogether(chatId: string, claims: Claim[]): Promise<boolean> {
  const inc: Record<string, number> = { seq: claims.length };
  // What mongoose's timestamps would add to the update.
  const set: Record<string, unknown> = { hiddenFor: [], updatedAt: new Date() };
  const mentioned: Record<string, { $each: Id[] }> = {};
  const draftsSent: Record<string, ''> = {};
  let sendsTwice = false;
  for (const { senderId, sentAt, mentions, messageId } of claims) {
    for (const userId of mentions) (mentioned[`unreadMentionIds.${String(userId)}`] ??= { $each: [] }).$each.push(messageId);
    if (!senderId) continue;
    sendsTwice ||= `readSeq.${senderId}` in inc;
    inc[`readSeq.${senderId}`] = (inc[`readSeq.${senderId}`] ?? 0) + 1;
    set[`lastSentAt.${senderId}`] = sentAt;
    draftsSent[`drafts.${senderId}`] = '';
  }
  const conditions = claims.map((c) => c.condition).filter((c) => Object.keys(c).length);
  // Each rule is checked against the chat as it was before this update: two sends of one member
  // would both pass slow mode. Together only where it is off; else each on its own (claimChat).
  if (sendsTwice) conditions.push(SLOW_MODE_OFF);
  const id = new mongoose.Types.ObjectId(chatId);
  // Through the driver, not a mongoose query: every value here is built by the server and already
  // of its stored type, and casting and cloning this filter (one branch per slow-mode interval,
  // per sender) cost a send more of the server's thread than the rest of its claim.
  const claimed = await writeOneDocument(Chat.collection.name, id, () =>
    Chat.collection.updateOne(
      { _id: id, ...(conditions.length > 1 ? { $and: conditions } : conditions[0]) },
      // $max, not $set: of two updates landing at once (two processes), the newer message stays last.
      {
        $inc: inc,
        $max: { lastMessage: claims.map((c) => c.messageId).reduce(later) },
        $set: set,
        ...(Object.keys(draftsSent).length ? { $unset: draftsSent } : {}),
        ...(Object.keys(mentioned).length ? { $addToSet: mentioned } : {}),
      },
    ),
  );
  return claimed.matchedCount > 0;
}

/** Claims waiting on one chat: together when all may post, else each on its own. */
async function claimChat(chatId: string, claims: Claim[]): Promise<void> {
  try {
    if (await claimTogether(chatId, claims)) return claims.forEach((c) => c.settle(true));
    if (claims.length === 1) return claims[0].settle(false);
  } catch (error) {
    return claims.forEach((c) => c.fail(error));
  }
  // One of them may not post (or the chat is gone): each on its own, in turn, so only that one
  // is refused.
  for (const claim of claims) await claimTogether(chatId, [claim]).then(claim.settle, claim.fail);
}

const waitForClaim = groupCommit('chatPositions', claimChat);

/**
 * Takes the chat's next position for a new message. Claims on one chat go by group commit: one
 * update of the chat in flight at a time in the process, and the claims that arrive meanwhile
 * share the next (under load, many sends to a group arrive together, each update rewrites the
 * group's document in the embedded engine, and its writes to one document are queued anyway,
 * lib/db/serialize-writes.ts). A lone claim waits for nothing but the current turn. `condition`
 * narrows the chat (the send rules): false when it does not match. An update, not a
 * findAndModify: nothing of the chat is needed back, and a group's document (members, read
 * marks) is large to send and decode for every message.
 */
export function claimPosition(
  chatId: Id | string,
  messageId: Id,
  senderId: string | null,
  condition: Record<string, unknown> = {},
  mentions: Id[] = [],
): Promise<boolean> {
  return new Promise((settle, fail) => waitForClaim(String(chatId), { messageId, senderId, condition, sentAt: new Date(), mentions, settle, fail }));
}
