/** The chat screen opens the chat stored here (SPEC.md section 3, "activeChatId"). */
export function rememberActiveChat(chatId: string): void {
  localStorage.setItem('activeChatId', chatId);
}
