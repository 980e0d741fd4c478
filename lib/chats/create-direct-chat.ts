import { ApiError } from '@/lib/api/errors';
import { joinUsersToChatRoom } from '@/lib/realtime/membership';
import { Chat } from '@/models/Chat';
import { User } from '@/models/User';
import { announceChat } from './announce-chat';
import type { ChatDoc } from './get-chat';
import { serializeChatFor } from './serialize-chat';

export async function findDirectChat(userId: string, otherId: string): Promise<ChatDoc | null> {
  return Chat.findOne({ type: 'single', members: { $all: [userId, otherId] } }).lean<ChatDoc>();
}

/**
 * The one-to-one chat of two people: the existing one (shown again to a caller who had
 * deleted it for themselves) or a new one, announced to both with new_chat.
 */
export async function createDirectChat(opts: { userId: string; otherId: string }) {
  if (opts.userId === opts.otherId) throw new ApiError('VALIDATION_ERROR');
  if (!(await User.exists({ _id: opts.otherId }))) throw new ApiError('USER_NOT_FOUND');
  const existing = await findDirectChat(opts.userId, opts.otherId);
  if (existing) {
    if (existing.hiddenFor.some((id) => String(id) === opts.userId)) {
      await Chat.updateOne({ _id: existing._id }, { $pull: { hiddenFor: existing.hiddenFor.find((id) => String(id) === opts.userId) } });
      existing.hiddenFor = existing.hiddenFor.filter((id) => String(id) !== opts.userId);
    }
    return serializeChatFor(existing, opts.userId);
  }
  const created = await Chat.create({ type: 'single', members: [opts.userId, opts.otherId] });
  const chat = created.toObject() as unknown as ChatDoc;
  joinUsersToChatRoom([opts.userId, opts.otherId], String(chat._id));
  await announceChat(chat, { event: 'new_chat' });
  return serializeChatFor(chat, opts.userId);
}
