import { Chat } from '@/models/Chat';
import { getChatForMember } from './get-chat';

/**
 * Delete for me: the chat leaves the caller's list until a new message arrives, and what was
 * in it up to now stays hidden for them even then.
 */
export async function hideChatForMe(opts: { chatId: string; userId: string }) {
  const chat = await getChatForMember(opts.chatId, opts.userId);
  await Chat.updateOne(
    { _id: chat._id },
    {
      $addToSet: { hiddenFor: opts.userId },
      $set: chat.lastMessage ? { [`clearedUpTo.${opts.userId}`]: chat.lastMessage } : {},
      // Nothing hidden counts as unread.
      $max: { [`readSeq.${opts.userId}`]: Number(chat.seq ?? 0) },
    },
    // Hiding is not activity: the chat keeps its place in the other members' lists.
    { timestamps: false },
  );
}
