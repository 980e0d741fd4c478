'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { appendPage, catchUpCursor, prependPage } from './cache';
import { HISTORY_PAGE_SIZE } from './timings';
import type { Chat, HistoryState, Message, MessagePage, Pin } from './types';

// One hook per resource (CONVENTIONS.md): the chat list, one chat's history, its pins, the
// user's sticker sets. The socket keeps them current (use-chat-events.ts), hence staleTime Infinity.

export const chatsKey = ['chat', 'list'] as const;
export const historyKey = (chatId: string) => ['chat', 'history', chatId] as const;
export const pinsKey = (chatId: string) => ['chat', 'pins', chatId] as const;

export const fetchChats = async () => (await api<{ chats: Chat[] }>('/chat/my-chats')).chats ?? [];

export function useChats() {
  return useQuery({ queryKey: chatsKey, queryFn: fetchChats, staleTime: Infinity });
}

/** Messages that arrived live while a chat's first page was on its way: merged into that page. */
const arrivedWhileLoading = new Map<string, Message[]>();

export function rememberArrival(chatId: string, message: Message): void {
  arrivedWhileLoading.set(chatId, [...(arrivedWhileLoading.get(chatId) ?? []), message]);
}

async function fetchNewest(chatId: string): Promise<HistoryState> {
  arrivedWhileLoading.delete(chatId);
  const page = await api<MessagePage>(`/messages/by-chat/${chatId}?limit=${HISTORY_PAGE_SIZE}`);
  const arrived = arrivedWhileLoading.get(chatId) ?? [];
  arrivedWhileLoading.delete(chatId);
  return appendPage({ messages: page.messages ?? [], hasMore: !!page.hasMore }, arrived)!;
}

export function useHistory(chatId: string | null) {
  return useQuery({
    queryKey: historyKey(chatId ?? ''),
    queryFn: () => fetchNewest(chatId!),
    enabled: !!chatId,
    staleTime: Infinity,
  });
}

/** The page before the oldest loaded message (scrolling up); false when there is none. */
export async function loadOlder(queryClient: QueryClient, chatId: string): Promise<boolean> {
  const history = queryClient.getQueryData<HistoryState>(historyKey(chatId));
  const oldest = history?.messages[0];
  if (!history || !history.hasMore || !oldest) return false;
  const page = await api<MessagePage>(`/messages/by-chat/${chatId}?before=${oldest._id}&limit=${HISTORY_PAGE_SIZE}`);
  queryClient.setQueryData<HistoryState>(historyKey(chatId), (current) => prependPage(current, page));
  return page.messages.length > 0;
}

/** After a reconnect: what was stored meanwhile, page by page from just before the newest loaded. */
export async function catchUp(queryClient: QueryClient, chatId: string): Promise<Message[]> {
  const found: Message[] = [];
  const start = queryClient.getQueryData<HistoryState>(historyKey(chatId));
  const newest = start?.messages[start.messages.length - 1];
  if (!start) return found;
  if (!newest) {
    await queryClient.invalidateQueries({ queryKey: historyKey(chatId) });
    return found;
  }
  let cursor = catchUpCursor(newest._id);
  for (let round = 0; round < 50; round += 1) {
    const page = await api<MessagePage>(`/messages/by-chat/${chatId}?after=${cursor}&limit=100`);
    const loaded = new Set(queryClient.getQueryData<HistoryState>(historyKey(chatId))?.messages.map((m) => m._id));
    const fresh = page.messages.filter((m) => !loaded.has(m._id));
    found.push(...fresh);
    queryClient.setQueryData<HistoryState>(historyKey(chatId), (current) => appendPage(current, fresh));
    const last = page.messages[page.messages.length - 1];
    if (!page.hasMore || !last) return found;
    cursor = last._id;
  }
  return found;
}

export function usePins(chatId: string | null) {
  return useQuery({
    queryKey: pinsKey(chatId ?? ''),
    queryFn: async () => (await api<{ pins: Pin[] }>(`/chat/${chatId}/pinned-messages`)).pins ?? [],
    enabled: !!chatId,
    staleTime: Infinity,
  });
}
