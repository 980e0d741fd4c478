import { ApiError } from '@/lib/errors/api-error';
import { Chat } from '@/models/Chat';
import { announceChat } from './announce-chat';
import { getChatForMember, isMember, roleIn } from './get-chat';

/**
 * Sets (or, when empty, removes) a member's nickname in a chat. In groups a member names only
 * themselves and the owner anyone; in one-to-one chats either member names either.
 */
export async function setNickname(opts: { chatId: string; userId: string; targetUserId?: string; nickname: string }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  const target = opts.targetUserId ?? opts.userId;
  if (!isMember(chat, target)) throw new ApiError('NOT_A_MEMBER');
  if (chat.type === 'group' && target !== opts.userId && roleIn(chat, opts.userId) !== 'owner') throw new ApiError('FORBIDDEN');
  const path = `nicknames.${target}`;
  await Chat.updateOne({ _id: chat._id }, opts.nickname ? { $set: { [path]: opts.nickname } } : { $unset: { [path]: 1 } }, { timestamps: false });
  await announceChat(String(chat._id));
}
