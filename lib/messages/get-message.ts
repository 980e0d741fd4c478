import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import { getChatForMember, type ChatDoc } from '@/lib/chats/get-chat';
import { Message } from '@/models/Message';
import type { MessageDoc } from './serialize-message';

/** A message and its chat, for a member of that chat: 404 unknown, 403 NOT_A_MEMBER. */
export async function getMessageForMember(messageId: string, userId: string): Promise<{ message: MessageDoc; chat: ChatDoc }> {
  if (!mongoose.isValidObjectId(messageId)) throw notFound('message');
  const message = await Message.findById(messageId).lean<MessageDoc>();
  if (!message) throw notFound('message');
  const chat = await getChatForMember(String(message.chatId), userId);
  return { message, chat };
}
