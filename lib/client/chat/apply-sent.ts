import type { QueryClient } from '@tanstack/react-query';
import type { Chat, Message } from '@/lib/contract/answers';
import { chatsKey, historyKey, readChatsAgainAfterRead, rememberArrival } from '@/lib/client/queries/chats';
import { addMessage, applyMessageToChats } from './cache';
import type { HistoryState } from './history-state';

/** A message the user sent (the send's answer): into its chat's history, and its chat to the top, read. */
export function applySentMessage(queryClient: QueryClient, message: Message, myId: string): void {
  // A page of the chat loading now may have been read before the message was stored (the outbox
  // sends as soon as a reloaded page starts, before its history and its socket are there).
  rememberArrival(message.chatId, message);
  queryClient.setQueryData<HistoryState>(historyKey(message.chatId), (h) => addMessage(h, message));
  queryClient.setQueryData<Chat[]>(chatsKey, (list) => applyMessageToChats(list, message, { myId, reading: true }).chats);
  // Likewise a read of the chat list under way.
  readChatsAgainAfterRead(queryClient);
}
