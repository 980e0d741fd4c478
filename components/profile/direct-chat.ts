import { openChatOnArrival } from '@/lib/client/chat/storage';

/** The chat screen opens the chat stored here (SPEC.md section 3, "activeChatId"), on a phone too. */
export function rememberActiveChat(chatId: string): void {
  openChatOnArrival(chatId);
}
