import type { QueryClient } from '@tanstack/react-query';
import type { Chat, Message } from '@/lib/contract/answers';
import { chatsKey, historyKey } from '@/lib/client/queries/chats';
import { addMessage, applyMessageToChats } from './cache';
import type { HistoryState } from './history-state';

/** A message the user sent (the send's answer): into its chat's history, and its chat to the top, read. */
export function applySentMessage(queryClient: QueryClient, message: Message, myId: string): void {
  queryClient.setQueryData<HistoryState>(historyKey(message.chatId), (h) => addMessage(h, message));
  queryClient.setQueryData<Chat[]>(chatsKey, (list) => applyMessageToChats(list, message, { myId, reading: true }).chats);
}
