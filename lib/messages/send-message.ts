import mongoose from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { getChatForMember } from '@/lib/chats/get-chat';
import { assertMaySend } from '@/lib/chats/send-permission';
import type { SendMessageInput } from '@/lib/validations/message';
import { Message } from '@/models/Message';
import { storeMessage } from './store-message';

/** A member's message of any sendable type; system messages are written by the server only. */
export async function sendMessage(opts: { userId: string; input: SendMessageInput }) {
  const { input } = opts;
  const chat = await getChatForMember(input.chatId, opts.userId);
  assertMaySend(chat, opts.userId);
  if (input.replyTo) {
    const original = await Message.findById(input.replyTo, { chatId: 1 }).lean();
    if (!original || String(original.chatId) !== String(chat._id)) throw new ApiError('NOT_FOUND');
  }
  return storeMessage(chat, {
    sender: new mongoose.Types.ObjectId(opts.userId),
    type: input.type,
    content: input.type === 'text' ? input.content.trim() : input.content,
    fileUrl: input.fileUrl ?? '',
    fileName: input.fileName ?? '',
    fileType: input.fileType ?? '',
    fileSize: input.fileSize ?? 0,
    stickerUrl: input.stickerUrl ?? (input.type === 'sticker' ? (input.fileUrl ?? '') : ''),
    replyTo: input.replyTo ? new mongoose.Types.ObjectId(input.replyTo) : null,
    isForwarded: !!input.isForwarded,
    forwardInfo: input.isForwarded && input.forwardInfo
      ? { from: input.forwardInfo.from ?? {}, originalMsgId: input.forwardInfo.originalMsgId ? new mongoose.Types.ObjectId(input.forwardInfo.originalMsgId) : null }
      : null,
  } as never);
}
