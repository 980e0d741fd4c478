import mongoose from 'mongoose';
import { SLOW_MODE_OFF } from '@/lib/chats/send-permission';
import { writeDocuments, writeOneDocument, writesQueuedInProcess } from '@/lib/db/serialize-writes';
import { groupCommit } from '@/lib/util/group-commit';
import { Chat } from '@/models/Chat';

type Id = mongoose.Types.ObjectId;

/** A send (or a system message) waiting for its chat's next position. */
interface Claim {
  chatId: string;
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
 * The update that takes the next positions of one chat for these claims: `seq` + their count, the
 * newest becomes the last message, the chat comes back for members who had hidden it, and each
 * sender's own `readSeq` moves with their messages (not unread for them; lib/chats/unread.ts) and
 * their `lastSentAt` is the send's time and their draft there ends; a mention joins the mentioned
 * member's unread mentions in the same update, so that no read mark can pass the message before it
 * is counted. Nobody else's read state is written. Every claim's condition must hold for the
 * filter to match. `lastClaimId`, the newest claim's message, tells afterwards whether this update
 * was the one applied (claimSeveral).
 */
function claimUpdate(chatId: string, claims: Claim[]) {
  const inc: Record<string, number> = { seq: claims.length };
  const newest = claims.map((c) => c.messageId).reduce(later);
  // What mongoose's timestamps would add to the update.
  const set: Record<string, unknown> = { hiddenFor: [], updatedAt: new Date(), lastClaimId: newest };
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
  return {
    id,
    newest,
    filter: { _id: id, ...(conditions.length > 1 ? { $and: conditions } : conditions[0]) },
    update: {
      $inc: inc,
      // $max, not $set: of two updates landing at once (two processes), the newer message stays last.
      $max: { lastMessage: newest },
      $set: set,
      ...(Object.keys(draftsSent).length ? { $unset: draftsSent } : {}),
      ...(Object.keys(mentioned).length ? { $addToSet: mentioned } : {}),
    },
  };
}

/** Takes one chat's positions for these claims in one update (claimUpdate); false when its filter did not match. */
async function claimTogether(chatId: string, claims: Claim[]): Promise<boolean> {
  const { id, filter, update } = claimUpdate(chatId, claims);
  const claimed = await writeOneDocument(Chat.collection.name, id, () => Chat.collection.updateOne(filter, update));
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

/**
 * Several chats' claims in one command, on the embedded database only (see claimBatch). Each
 * chat's update matches or not on its own, but the answer counts the matches of all: when one is
 * missing, the chats' `lastClaimId`s, read back while their write queues are still held (nothing
 * else of this process writes them meanwhile, and no other process writes to this database), say
 * which were applied. A chat whose update was not applied (or failed) is claimed again alone.
 */
async function claimSeveral(byChat: Map<string, Claim[]>): Promise<void> {
  const updates = [...byChat].map(([chatId, claims]) => ({ chatId, ...claimUpdate(chatId, claims) }));
  const applied = async () => {
    const marks = await Chat.collection
      .find({ _id: { $in: updates.map((u) => u.id) } }, { projection: { lastClaimId: 1 } })
      .toArray();
    const markOf = new Map(marks.map((chat) => [String(chat._id), String(chat.lastClaimId)]));
    return new Set(updates.filter((u) => markOf.get(u.chatId) === String(u.newest)).map((u) => u.chatId));
  };
  let claimed: Set<string>;
  try {
    claimed = await writeDocuments(Chat.collection.name, updates.map((u) => u.id), async () => {
      // Unordered: a statement that fails leaves the others to run. A failed one throws the lot,
      // and what was applied is read back as for a miss.
      const result = await Chat.collection
        .bulkWrite(updates.map(({ filter, update }) => ({ updateOne: { filter, update } })), { ordered: false })
        .catch(() => null);
      return result?.matchedCount === updates.length ? new Set(byChat.keys()) : applied();
    });
  } catch (error) {
    return byChat.forEach((claims) => claims.forEach((c) => c.fail(error)));
  }
  await Promise.all(
    [...byChat].map(([chatId, claims]) => (claimed.has(chatId) ? claims.forEach((c) => c.settle(true)) : claimChat(chatId, claims))),
  );
}

/**
 * The claims that arrived together: by chat, each chat's in one update. On the embedded
 * database, where the process is the only writer and SQLite writes one transaction at a time,
 * several chats' claims go in one command (claimSeveral) instead of one update per chat, each
 * waiting its turn for the writer.
 */
async function claimBatch(_key: string, claims: Claim[]): Promise<void> {
  const byChat = new Map<string, Claim[]>();
  for (const claim of claims) {
    const ofChat = byChat.get(claim.chatId);
    if (ofChat) ofChat.push(claim);
    else byChat.set(claim.chatId, [claim]);
  }
  if (byChat.size > 1) return claimSeveral(byChat);
  const [[chatId, ofChat]] = byChat;
  return claimChat(chatId, ofChat);
}

const waitForClaim = groupCommit('chatPositions', claimBatch);

/** The process's one group-commit key for all claims on the embedded database; elsewhere each chat's own. */
const ALL_CHATS = 'all';

/**
 * Takes the chat's next position for a new message. Claims go by group commit: one update of a
 * chat in flight at a time in the process, and the claims that arrive meanwhile share the next
 * (under load, many sends to a group arrive together, each update rewrites the group's document
 * in the embedded engine, and its writes to one document are queued anyway,
 * lib/db/serialize-writes.ts). On the embedded database one claim command of any chat is in
 * flight at a time, the claims of all chats that arrive meanwhile sharing the next (claimBatch).
 * A lone claim waits for nothing but the current turn. `condition` narrows the chat (the send
 * rules): false when it does not match. An update, not a findAndModify: nothing of the chat is
 * needed back, and a group's document (members, read marks) is large to send and decode for every
 * message.
 */
export function claimPosition(
  chatId: Id | string,
  messageId: Id,
  senderId: string | null,
  condition: Record<string, unknown> = {},
  mentions: Id[] = [],
): Promise<boolean> {
  const key = writesQueuedInProcess() ? ALL_CHATS : String(chatId);
  return new Promise((settle, fail) =>
    waitForClaim(key, { chatId: String(chatId), messageId, senderId, condition, sentAt: new Date(), mentions, settle, fail }),
  );
}
