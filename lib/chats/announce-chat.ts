import { publish } from '@/lib/realtime/publisher';
import { Chat } from '@/models/Chat';
import type { ChatDoc } from './get-chat';
import { loadChatContext, serializeChat } from './serialize-chat';

/**
 * Sends each member the chat as they see it (their unread count, their role, the member list
 * only where they may see it). `event` is chat_updated, or new_chat for those just added.
 * `to` narrows the audience; `alsoNotify` adds non-members (someone just removed).
 */
export async function announceChat(
  chatOrId: ChatDoc | string,
  options: { event?: 'chat_updated' | 'new_chat'; to?: string[]; alsoNotify?: string[] } = {},
): Promise<void> {
  const chat = typeof chatOrId === 'string' ? await Chat.findById(chatOrId).lean<ChatDoc>() : chatOrId;
  if (!chat) return;
  const audience = new Set([...(options.to ?? chat.members.map(String)), ...(options.alsoNotify ?? [])]);
  if (!audience.size) return;
  const { users, lastOf } = await loadChatContext([chat]);
  for (const viewerId of audience) {
    publish.toUser(viewerId, options.event ?? 'chat_updated', serializeChat(chat, viewerId, users, lastOf(chat, viewerId)));
  }
}
