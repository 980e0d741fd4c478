import mongoose from 'mongoose';
import { getChatForMember } from '@/lib/chats/get-chat';
import { serializeChatFor } from '@/lib/chats/serialize-chat';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';

/**
 * PUT /chat/{id}/notifications: the caller turns a chat's notifications off or on. Kept with the
 * chat (the push worker reads it with the members it already reads); the caller's other tabs and
 * devices hear of it through chat_updated.
 */
export async function setChatMuted(opts: { chatId: string; userId: string; muted: boolean }) {
  await getChatForMember(opts.chatId, opts.userId);
  const me = new mongoose.Types.ObjectId(opts.userId);
  // $pull of the exact id: FerretDB v1 removes only equal elements (DESIGN.md).
  await Chat.updateOne({ _id: opts.chatId }, opts.muted ? { $addToSet: { notificationsMutedBy: me } } : { $pull: { notificationsMutedBy: me } }, { timestamps: false });
  const chat = await serializeChatFor(await getChatForMember(opts.chatId, opts.userId), opts.userId);
  publish.toUser(opts.userId, 'chat_updated', chat);
  return { chat };
}
