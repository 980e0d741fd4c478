import mongoose from 'mongoose';
import { findByIds } from '@/lib/db/find-by-ids';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { serializeMessages } from '@/lib/messages/load-messages';
import type { MessageDoc } from '@/lib/messages/serialize-message';
import { recordAction } from '@/lib/moderation/record-action';
import { publish } from '@/lib/realtime/publisher';
import { Message } from '@/models/Message';
import { Pin } from '@/models/Pin';
import { canModerate, getChatForMember, readMarksOf, type ChatDoc } from './get-chat';

type Scope = 'me' | 'all';

/** Pins a viewer sees: everyone's (scope all) and their own (scope me), newest first. */
async function visiblePins(chat: ChatDoc, viewerId: string, scopes: Scope[] = ['all', 'me']) {
  const chatId = chat._id;
  const filters = scopes.map((scope) => (scope === 'all' ? { scope } : { scope, pinnedBy: new mongoose.Types.ObjectId(viewerId) }));
  const pins = await Pin.find({ chatId, $or: filters }).sort({ pinnedAt: -1 }).limit(100).lean();
  const messages = await findByIds<MessageDoc>(Message, pins.map((p) => String(p.message)), {});
  const byId = new Map((await serializeMessages(messages, () => readMarksOf(chat), { userId: viewerId, chatOf: () => chat })).map((m) => [m._id, m]));
  return pins
    .filter((pin) => byId.has(String(pin.message)))
    .map((pin) => ({ message: byId.get(String(pin.message))!, scope: pin.scope, pinnedBy: String(pin.pinnedBy), pinnedAt: pin.pinnedAt }));
}

export async function listPins(opts: { chatId: string; userId: string }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  return visiblePins(chat, opts.userId);
}

/** Pinning for everyone: owner and admins in groups, both members in one-to-one chats. */
function assertMayPin(chat: ChatDoc, userId: string, scope: Scope) {
  if (scope === 'all' && !canModerate(chat, userId)) throw new ApiError('FORBIDDEN');
}

async function announcePins(chat: ChatDoc, userId: string, scope: Scope) {
  const chatId = String(chat._id);
  // scope all: everyone's pins for everyone; scope me: the pinner's whole list (theirs and everyone's).
  if (scope === 'all') publish.toChat(chatId, 'pinned_message', { chatId, scope, pins: await visiblePins(chat, userId, ['all']) });
  else publish.toUser(userId, 'pinned_message', { chatId, scope, pins: await visiblePins(chat, userId) });
}

async function messageInChat(chat: ChatDoc, messageId: string) {
  // By _id alone (indexed on every server), then the chat is checked.
  const message = await Message.findById(messageId, { _id: 1, type: 1, chatId: 1, sender: 1 }).lean();
  if (!message || String(message.chatId) !== String(chat._id)) throw notFound('message');
  return message;
}

/** A pin for everyone in a group is a moderator's action: the group's log has it. */
async function logGroupPin(chat: ChatDoc, opts: { userId: string; messageId: string; scope: Scope }, action: 'pin' | 'unpin', sender: unknown) {
  if (chat.type !== 'group' || opts.scope !== 'all') return;
  await recordAction({ chatId: chat._id, actor: opts.userId, action, target: (sender as mongoose.Types.ObjectId | null) ?? null, details: { messageId: opts.messageId } });
}

export async function pinMessage(opts: { chatId: string; userId: string; messageId: string; scope: Scope }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  assertMayPin(chat, opts.userId, opts.scope);
  const message = await messageInChat(chat, opts.messageId);
  const key = { chatId: chat._id, message: message._id, scope: opts.scope, ...(opts.scope === 'me' ? { pinnedBy: opts.userId } : {}) };
  // Pinning twice changes nothing.
  if (!(await Pin.exists(key))) {
    await Pin.create({ ...key, pinnedBy: opts.userId });
    await logGroupPin(chat, opts, 'pin', message.sender);
  }
  await announcePins(chat, opts.userId, opts.scope);
  return visiblePins(chat, opts.userId);
}

export async function unpinMessage(opts: { chatId: string; userId: string; messageId: string; scope: Scope }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  assertMayPin(chat, opts.userId, opts.scope);
  const message = await messageInChat(chat, opts.messageId);
  const { deletedCount } = await Pin.deleteMany({ chatId: chat._id, message: opts.messageId, scope: opts.scope, ...(opts.scope === 'me' ? { pinnedBy: opts.userId } : {}) });
  if (deletedCount) await logGroupPin(chat, opts, 'unpin', message.sender);
  await announcePins(chat, opts.userId, opts.scope);
  return visiblePins(chat, opts.userId);
}

/**
 * A pinned message must be unpinned before it is deleted (UNPIN_BEFORE_DELETE): for everyone
 * when it is pinned for everyone or by the caller; for the caller alone when they pinned it.
 */
export async function isPinnedFor(messageId: mongoose.Types.ObjectId, userId: string, forEveryone: boolean): Promise<boolean> {
  const own = { scope: 'me' as const, pinnedBy: new mongoose.Types.ObjectId(userId) };
  return (await Pin.exists({ message: messageId, $or: forEveryone ? [{ scope: 'all' }, own] : [own] })) !== null;
}
