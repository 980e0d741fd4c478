import { api, ApiClientError } from '@/lib/client/api';
import type { ChatRef } from './types';

/** The one-to-one chat with a user, or null when there is none yet (404). */
export async function findDirectChat(userId: string): Promise<ChatRef | null> {
  try {
    return (await api<{ chat: ChatRef }>(`/chat/one-to-one/${encodeURIComponent(userId)}`)).chat;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

/** Opens (or finds) the one-to-one chat with a user. */
export async function openDirectChat(userId: string): Promise<ChatRef> {
  return (await api<{ chat: ChatRef }>('/chat/create', { body: { members: [userId], type: 'single' } })).chat;
}

/** The chat screen opens the chat stored here (SPEC.md section 3, "activeChatId"). */
export function rememberActiveChat(chatId: string): void {
  localStorage.setItem('activeChatId', chatId);
}
