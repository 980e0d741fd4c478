import { ApiError } from '@/lib/errors/api-error';
import { announceChat } from '@/lib/chats/announce-chat';
import { canModerate, type ChatDoc } from '@/lib/chats/get-chat';
import { isPinnedFor } from '@/lib/chats/pins';
import { unreadCountOf } from '@/lib/chats/unread';
import { recordAction } from '@/lib/moderation/record-action';
import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import { Message } from '@/models/Message';
import { Pin } from '@/models/Pin';
import { mapRecord } from '@/lib/db/map-field';
import { getMessageForMember } from './get-message';
import { deletedMentionsUpdate } from './unread-mentions';
import type { MessageDoc } from './serialize-message';

/**
 * Members whose unread count includes this message: not its sender, not reached by their read
 * mark, not cleared away. (Who read a message is only ever the read marks: lib/chats/mark-read.ts.)
 */
function countedUnreadBy(chat: ChatDoc, message: MessageDoc): string[] {
  const [lastRead, cleared] = [mapRecord<unknown>(chat.lastRead), mapRecord<unknown>(chat.clearedUpTo)];
  const id = String(message._id);
  const reached = (mark: unknown) => mark !== undefined && mark !== null && String(mark) >= id;
  return chat.members
    .map(String)
    .filter((m) => m !== String(message.sender) && unreadCountOf(chat, m) > 0 && !reached(lastRead[m]) && !reached(cleared[m]));
}

/** An admin's delete of someone else's message in a group goes to the group's moderation log. */
function logModeratorDelete(chat: ChatDoc, message: MessageDoc, userId: string) {
  const excerpt = message.type === 'text' ? message.content.slice(0, 100) : message.fileName || message.type;
  return recordAction({ chatId: chat._id, actor: userId, action: 'message_deleted', target: message.sender, details: { messageId: String(message._id), excerpt } });
}

/** Delete for me: the message disappears from the caller's history only. */
export async function deleteMessageForMe(opts: { userId: string; messageId: string }) {
  const { message } = await getMessageForMember(opts.messageId, opts.userId);
  if (await isPinnedFor(message._id, opts.userId, false)) throw new ApiError('UNPIN_BEFORE_DELETE');
  await Message.updateOne({ _id: message._id }, { $addToSet: { deletedFor: opts.userId } });
  publish.toUser(opts.userId, 'message', { action: 'delete', message: { _id: String(message._id), id: String(message._id), chatId: String(message.chatId) }, forMe: true });
}

/**
 * Delete for everyone: the sender, owner and admins in groups, either member in one-to-one
 * chats (SPEC.md section 6). A message pinned for everyone must be unpinned first.
 */
export async function deleteMessageForAll(opts: { userId: string; messageId: string }) {
  const { message, chat } = await getMessageForMember(opts.messageId, opts.userId);
  const isSender = !!message.sender && String(message.sender) === opts.userId;
  if (!isSender && !canModerate(chat, opts.userId)) throw new ApiError('FORBIDDEN');
  if (await isPinnedFor(message._id, opts.userId, true)) throw new ApiError('UNPIN_BEFORE_DELETE');
  await Promise.all([Message.deleteOne({ _id: message._id }), Pin.deleteMany({ message: message._id })]);
  if (chat.type === 'group' && !isSender) await logModeratorDelete(chat, message, opts.userId);
  const chatId = String(chat._id);
  publish.toChat(chatId, 'message', { action: 'delete', message: { _id: String(message._id), id: String(message._id), chatId } });
  // An unread message deleted for everyone is no longer unread (its readers' read position moves
  // past it); the chat shows the one before it.
  const unread = Object.fromEntries(countedUnreadBy(chat, message).map((m) => [`readSeq.${m}`, 1]));
  const wasLast = !!chat.lastMessage && String(chat.lastMessage) === String(message._id);
  const mentions = deletedMentionsUpdate(message._id, message.mentions);
  if (!wasLast && !Object.keys(unread).length && !mentions) return;
  const previous = wasLast ? await Message.findOne({ chatId: chat._id, _id: { $lt: message._id } }, { _id: 1 }).sort({ _id: -1 }).lean() : null;
  await Chat.updateOne(
    { _id: chat._id },
    { ...(wasLast ? { $set: { lastMessage: previous?._id ?? null } } : {}), ...(Object.keys(unread).length ? { $inc: unread } : {}), ...mentions },
    { timestamps: false },
  );
  await announceChat(chatId);
}
