'use client';

import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { patchChat } from '@/lib/client/chat/cache';
import type { Chat, ChatDraft, DoneAnswer, Message, MessagePage } from '@/lib/contract/answers';
import { chatsKey } from './chats';

// Drafts that follow the account (API.md "Rich messages"): saved to the server, kept in the chat
// list's cache (the list shows "Draft: …"), changed there by `draft_updated` from other devices.

export interface DraftContent {
  text: string;
  replyTo: string | null;
}

/** PUT /chat/{id}/draft; `keepalive` lets the last save of a closing tab go out. */
export const putDraft = (chatId: string, draft: DraftContent, keepalive = false) =>
  api<DoneAnswer>(`/chat/${chatId}/draft`, { method: 'PUT', body: { text: draft.text, replyTo: draft.replyTo }, keepalive });

/** The chat list's copy of a chat's draft (null: none). */
export function setCachedDraft(queryClient: QueryClient, chatId: string, draft: ChatDraft | null) {
  queryClient.setQueryData<Chat[]>(chatsKey, (chats) => chats && patchChat(chats, chatId, (chat) => ({ ...chat, draft })));
}

/** A draft's reply target when it is not in the loaded history: the one message, read around itself. */
export async function fetchReplyTarget(chatId: string, messageId: string): Promise<Message | null> {
  const page = await api<MessagePage>(`/messages/by-chat/${chatId}?around=${messageId}&limit=1`);
  return page.messages.find((m) => m._id === messageId) ?? null;
}
