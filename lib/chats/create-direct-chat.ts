import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { ApiError, invalidField, notFound } from '@/lib/errors/api-error';
import { joinUsersToChatRoom } from '@/lib/realtime/membership';
import { linkContacts } from '@/lib/realtime/contact-links';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';
import { announceChat } from './announce-chat';
import { addChatToUsers } from './chat-index';
import type { ChatDoc } from './get-chat';
import { serializeChatFor } from './serialize-chat';

/** The one-to-one chat of two people, or null (never one of oneself): one `_id` lookup. */
export async function findDirectChat(userId: string, otherId: string): Promise<ChatDoc | null> {
  if (userId.toLowerCase() === otherId.toLowerCase()) return null;
  return Chat.findById(directChatId(userId, otherId)).lean<ChatDoc>();
}

/**
 * The `_id` a new one-to-one chat of two people gets: derived from the pair, so two creates
 * racing (both people at once, a double click, two app processes) collide on the always-unique
 * `_id` instead of making two chats. No model change or extra index needed.
 */
function directChatId(a: string, b: string): mongoose.Types.ObjectId {
  const [first, second] = [a.toLowerCase(), b.toLowerCase()].sort();
  return new mongoose.Types.ObjectId(createHash('sha256').update(`direct:${first}:${second}`).digest().subarray(0, 12));
}

/** Shows a chat again to a member who had deleted it for themselves. */
async function unhideFor(chat: ChatDoc, userId: string): Promise<ChatDoc> {
  if (!chat.hiddenFor.some((id) => String(id) === userId)) return chat;
  await Chat.updateOne({ _id: chat._id }, { $pull: { hiddenFor: chat.hiddenFor.find((id) => String(id) === userId) } });
  return { ...chat, hiddenFor: chat.hiddenFor.filter((id) => String(id) !== userId) };
}

/**
 * The one-to-one chat of two people: the existing one (shown again to a caller who had
 * deleted it for themselves) or a new one, announced to both with new_chat.
 */
export async function createDirectChat(opts: { userId: string; otherId: string }) {
  if (opts.userId.toLowerCase() === opts.otherId.toLowerCase()) throw new ApiError('VALIDATION_ERROR');
  if (!(await User.exists({ _id: opts.otherId }))) throw notFound('user');
  const existing = await findDirectChat(opts.userId, opts.otherId);
  if (existing) return serializeChatFor(await unhideFor(existing, opts.userId), opts.userId);
  let chat: ChatDoc;
  try {
    const created = await Chat.create({ _id: directChatId(opts.userId, opts.otherId), type: 'single', members: [opts.userId, opts.otherId] });
    chat = created.toObject<ChatDoc>();
    await addChatToUsers(chat._id, chat.members);
  } catch (error) {
    // Lost the race: the other request made it a moment ago (and announced it).
    if ((error as { code?: number }).code !== 11000) throw error;
    const winner = await findDirectChat(opts.userId, opts.otherId);
    if (!winner) throw error;
    return serializeChatFor(await unhideFor(winner, opts.userId), opts.userId);
  }
  joinUsersToChatRoom([opts.userId, opts.otherId], String(chat._id));
  linkContacts(String(chat._id), [opts.userId, opts.otherId]);
  await announceChat(chat, { event: 'new_chat' });
  return serializeChatFor(chat, opts.userId);
}

/**
 * POST /chat/create: the one-to-one chat with the one other member named (groups are made by
 * /chat/create-group, which requires a name). The caller's own id in `members` is ignored (API.md).
 */
export async function createChat(opts: { userId: string; members: string[]; type?: 'single' | 'group' }) {
  const others = [...new Set(opts.members.filter((id) => id !== opts.userId))];
  if (opts.type === 'group') throw invalidField('name', { reason: 'REQUIRED', text: 'groupNameRequired' });
  if (others.length !== 1) throw new ApiError('VALIDATION_ERROR');
  return createDirectChat({ userId: opts.userId, otherId: others[0] });
}

/** GET /chat/one-to-one/:userId: the caller's chat with that user, 404 when there is none (or the id is no id). */
export async function getDirectChat(userId: string, otherId: string) {
  if (!mongoose.isValidObjectId(otherId)) throw notFound('chat');
  const chat = await findDirectChat(userId, otherId);
  if (!chat) throw notFound('chat');
  return serializeChatFor(chat, userId);
}
