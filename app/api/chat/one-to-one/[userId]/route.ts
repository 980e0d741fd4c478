import mongoose from 'mongoose';
import { notFound } from '@/lib/api/errors';
import { userRoute } from '@/lib/api/handler';
import { findDirectChat } from '@/lib/chats/create-direct-chat';
import { serializeChatFor } from '@/lib/chats/serialize-chat';

export const GET = userRoute({}, async ({ params, user }) => {
  if (!mongoose.isValidObjectId(params.userId)) throw notFound('chat');
  const chat = await findDirectChat(String(user._id), params.userId);
  if (!chat) throw notFound('chat');
  return { chat: await serializeChatFor(chat, String(user._id)) };
});
