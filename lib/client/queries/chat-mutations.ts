'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiClientError } from '@/lib/client/api';
import { removeChat, setNicknameInChats } from '@/lib/client/chat/cache';
import type { HistoryState } from '@/lib/client/chat/history-state';
import type { Chat, ChatAnswer, DoneAnswer, OpenChatAnswer, Pin } from '@/lib/contract/answers';
import { queryKeys } from './keys';

// The writes on a chat as a whole (open, create, mark read, delete, nickname, block).

/** The nickname of `targetUserId` in a chat ('' removes it); a group's panel sends it too. */
export const setChatNickname = (chatId: string, targetUserId: string, nickname: string) =>
  api<ChatAnswer>(`/chat/${chatId}/nickname`, { body: { nickname, targetUserId } });

/** Opens (or finds) the one-to-one chat with a user: POST /chat/create. */
export const createDirectChat = async (userId: string) =>
  (await api<OpenChatAnswer>('/chat/create', { body: { members: [userId], type: 'single' } })).chat;

/** The one-to-one chat with a user, or null when there is none yet (404). */
export async function findDirectChat(userId: string): Promise<Chat | null> {
  try {
    return (await api<OpenChatAnswer>(`/chat/one-to-one/${encodeURIComponent(userId)}`)).chat;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A one-to-one chat opened from the chat screen (a found user, Contact support): answers the
 * chat, which the screen puts into its list and opens.
 */
export function useOpenDirectChat() {
  return useMutation({ mutationFn: createDirectChat });
}

/** POST /chat/create-group: a named group with the chosen members; answers the new chat. */
export function useCreateGroup() {
  return useMutation({
    mutationFn: async ({ name, members }: { name: string; members: string[] }) =>
      (await api<OpenChatAnswer>('/chat/create-group', { body: { name, members } })).chat,
  });
}

/**
 * POST /chat/{id}/mark-read, the fallback when the socket is not connected. Fire-and-forget:
 * `mutate` ignores a failure (the list was already updated by the caller, as for the socket).
 */
export function useMarkRead() {
  return useMutation({
    mutationFn: ({ chatId, lastReadId }: { chatId: string; lastReadId: string }) =>
      api<DoneAnswer>(`/chat/${chatId}/mark-read`, { body: { lastReadId } }),
  });
}

/**
 * Delete a conversation: for me (the chat leaves the list and its history and pins leave the
 * cache) or, in one-to-one chats, for everyone (history and pins emptied, no last message).
 */
export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, forAll }: { chatId: string; forAll: boolean }) =>
      api<DoneAnswer>(`/chat/${chatId}/${forAll ? 'delete-hard' : 'delete-for-me'}`, { method: 'POST', body: {} }),
    onSuccess: (_answer, { chatId, forAll }) => {
      const list = queryKeys.chats.list();
      if (forAll) {
        queryClient.setQueryData<HistoryState>(queryKeys.chats.history(chatId), (h) => h && { messages: [], hasMore: false });
        queryClient.setQueryData<Pin[]>(queryKeys.chats.pins(chatId), []);
        queryClient.setQueryData<Chat[]>(list, (chats) => chats?.map((c) => (c._id === chatId ? { ...c, lastMessage: null, unreadCount: 0 } : c)));
      } else {
        queryClient.setQueryData<Chat[]>(list, (chats) => removeChat(chats, chatId));
        queryClient.removeQueries({ queryKey: queryKeys.chats.history(chatId) });
        queryClient.removeQueries({ queryKey: queryKeys.chats.pins(chatId) });
      }
    },
  });
}

interface NicknameVariables {
  chatId: string;
  targetUserId: string;
  nickname: string;
  /** what the list shows back when the server refuses */
  previous: string;
}

/** A nickname from the chat list: shown at once in the list, put back when the server refuses. */
export function useSetChatNickname() {
  const queryClient = useQueryClient();
  const show = (chatId: string, userId: string, nickname: string) =>
    queryClient.setQueryData<Chat[]>(queryKeys.chats.list(), (list) => setNicknameInChats(list, chatId, userId, nickname));
  return useMutation({
    mutationFn: ({ chatId, targetUserId, nickname }: NicknameVariables) => setChatNickname(chatId, targetUserId, nickname),
    onMutate: ({ chatId, targetUserId, nickname }) => {
      show(chatId, targetUserId, nickname);
    },
    onError: (_error, { chatId, targetUserId, previous }) => {
      show(chatId, targetUserId, previous);
    },
  });
}

/** Blocks or unblocks the other person of a one-to-one chat (POST /chat/block|unblock/{chatId}). */
export const setChatBlocked = (chatId: string, blocked: boolean) =>
  api<DoneAnswer>(`/chat/${blocked ? 'block' : 'unblock'}/${encodeURIComponent(chatId)}`, { body: {} });
