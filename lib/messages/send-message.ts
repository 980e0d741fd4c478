import mongoose from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { getChatForMember } from '@/lib/chats/get-chat';
import { rememberMemberSummary, type toMemberSummary } from '@/lib/chats/member-summary';
import { assertMaySend, sendCondition } from '@/lib/chats/send-permission';
import type { SendMessageInput } from '@/lib/validations/message';
import { Chat } from '@/models/Chat';
import { Message, type MessageFields } from '@/models/Message';
import { previewAtSend, schedulePreview } from '@/lib/link-preview/schedule-preview';
import { attachedFile } from './attached-file';
import { forwardOrigin } from './forward-origin';
import { serializeOne } from './load-messages';
import type { MessageDoc } from './serialize-message';
import { claimPosition } from './claim-position';
import { findMentions } from './mentions';
import { insertClaimed } from './store-message';

type Sender = Parameters<typeof toMemberSummary>[0];

/**
 * Claims the chat's next position if the sender may post there now. The rules are part of the
 * update's filter, so an allowed send costs one command; when the filter does not match, the
 * chat is read and assertMaySend says why (or, should the rules have changed in between and now
 * allow it, the position is claimed for a member without further conditions).
 */
async function claimForSender(chatId: string, userId: string, messageId: mongoose.Types.ObjectId, mentions: mongoose.Types.ObjectId[]) {
  if (await claimPosition(chatId, messageId, userId, sendCondition(userId, new Date()), mentions)) return;
  const chat = await getChatForMember(chatId, userId);
  assertMaySend(chat, userId);
  if (!(await claimPosition(chatId, messageId, userId, { members: new mongoose.Types.ObjectId(userId) }, mentions))) throw new ApiError('NOT_A_MEMBER');
}

/** A reply must answer a message of the same chat. */
async function assertReplyTarget(input: SendMessageInput, userId: string) {
  if (!input.replyTo) return;
  const original = await Message.findById(input.replyTo, { chatId: 1 }).lean();
  if (original && String(original.chatId) === input.chatId) return;
  await getChatForMember(input.chatId, userId); // a non-member hears NOT_A_MEMBER first
  throw notFound('message');
}

/**
 * A send's name for its retries: per sender and chat, so the same `clientId` in another chat is
 * another send. The clientId comes after the first ':' (serialize-message.ts reads it there).
 */
const clientKeyOf = (userId: string, chatId: string, clientId: string) => `${userId}/${chatId}:${clientId}`;

/**
 * The message this sender already stored under this key, ready for the wire; null when none. Only
 * for a member of its chat now: whoever left or was removed since gets 403, not the message as it
 * is today. Checked on a hit only: a new send's membership is part of its claim.
 */
async function alreadySent(clientKey: string, chatId: string, userId: string) {
  const stored = await Message.findOne({ clientKey }).lean<MessageDoc>();
  if (!stored) return null;
  await getChatForMember(chatId, userId);
  return serializeOne(stored);
}

/**
 * A member's message of any sendable type; system messages are written by the server only.
 * Two commands for a plain text send: the claim (which also ends the sender's draft there), the
 * insert (and the caller's session before them, when the route has not kept it: lib/auth/cached-session.ts); one more (an indexed lookup)
 * when the client names its send with `clientId`, so that a retry after a lost answer stores
 * nothing new and answers the message stored the first time; one more for a file (its upload).
 */
export async function sendMessage(opts: { userId: string; sender?: Sender; input: SendMessageInput }) {
  const { input, userId } = opts;
  const clientKey = input.clientId ? clientKeyOf(userId, input.chatId, input.clientId) : undefined;
  if (opts.sender) rememberMemberSummary(opts.sender); // serializing the message then needs no lookup
  if (clientKey) {
    const earlier = await alreadySent(clientKey, input.chatId, userId);
    if (earlier) return earlier;
  }
  await assertReplyTarget(input, userId);
  // A non-member hears NOT_A_MEMBER, not what is wrong with the file.
  const file = await attachedFile(input).catch(async (error: unknown) => {
    await getChatForMember(input.chatId, userId);
    throw error;
  });
  const forwardInfo = input.isForwarded ? await forwardOrigin(input.forwardInfo?.originalMsgId, userId) : null;
  if (!mongoose.isValidObjectId(input.chatId)) throw notFound('chat');
  const messageId = new mongoose.Types.ObjectId();
  // A forwarded text speaks for its first author: it mentions nobody here.
  const mentions = input.isForwarded ? [] : await findMentions({ chatId: input.chatId, authorId: userId, type: input.type, content: input.content });
  await claimForSender(input.chatId, userId, messageId, mentions);
  const chatId = new mongoose.Types.ObjectId(input.chatId);
  const content = input.type === 'text' ? input.content.trim() : input.content;
  // A link whose preview is known comes with it: no update and no second announcement later.
  const preview = previewAtSend({ type: input.type, content });
  const fields: Partial<MessageFields> = {
    sender: new mongoose.Types.ObjectId(userId),
    type: input.type,
    content,
    ...(preview !== undefined ? { preview } : {}),
    ...file,
    replyTo: input.replyTo ? new mongoose.Types.ObjectId(input.replyTo) : null,
    isForwarded: !!input.isForwarded,
    forwardInfo,
    mentions,
    ...(clientKey ? { clientKey } : {}),
  } as never;
  try {
    const sent = await insertClaimed(chatId, messageId, fields);
    if (preview === undefined) schedulePreview(sent);
    return sent;
  } catch (error) {
    // The same send twice at once: the other copy won the key. Its answer is this one's; the
    // position claimed here stays unused (at worst one unread too many, as after a crash).
    const earlier = clientKey && (error as { code?: number }).code === 11000 ? await alreadySent(clientKey, input.chatId, userId) : null;
    if (!earlier) throw error;
    // The chat's last message pointed at the copy never stored: point it back, unless newer came.
    await Chat.updateOne({ _id: chatId, lastMessage: messageId }, { $set: { lastMessage: new mongoose.Types.ObjectId(earlier._id) } });
    return earlier;
  }
}
