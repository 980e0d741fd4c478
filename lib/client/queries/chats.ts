'use client';

import { useMutation, useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { appendNewerPage, appendPage, catchUpCursor, firstFromOthers, freshWindow, hasMessage, prependPage } from '@/lib/client/chat/cache';
import { HISTORY_PAGE_SIZE } from '@/lib/client/chat/timings';
import { queryKeys } from './keys';
import { objectIdAt } from '@/lib/client/search/day-cursor';
import type { AroundPage, ChatListAnswer, Message, MessagePage, PinListAnswer } from '@/lib/contract/answers';
import type { HistoryState } from '@/lib/client/chat/history-state';

// The chat list, one chat's history (and the loaders that move its window), its pins. The socket
// keeps them current (lib/client/chat/use-chat-events.ts), hence staleTime Infinity.

export const chatsKey = queryKeys.chats.list();
export const historyKey = queryKeys.chats.history;
export const pinsKey = queryKeys.chats.pins;

const fetchChats = async () => (await api<ChatListAnswer>('/chat/my-chats')).chats;

export const chatsQuery = { queryKey: chatsKey, queryFn: fetchChats, staleTime: Infinity };

export function useChats() {
  return useQuery(chatsQuery);
}

/** Reads of the list that will be followed by another once they land. */
const listReadsToRepeat = new WeakSet<Query>();

/**
 * A read of the list under way may have been answered before a change the cache just took (a
 * group made while /chat loads its list, a message sent or received meanwhile): its answer would
 * put the list back as it was, and a read without data yet cannot be replaced by a new one. Once
 * it has landed, the list is read again: once, however many changes came meanwhile.
 */
export function readChatsAgainAfterRead(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: chatsKey, exact: true });
  if (!query || query.state.fetchStatus !== 'fetching' || listReadsToRepeat.has(query)) return;
  listReadsToRepeat.add(query);
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || query.state.fetchStatus === 'fetching') return;
    unsubscribe();
    listReadsToRepeat.delete(query);
    void queryClient.invalidateQueries({ queryKey: chatsKey, exact: true });
  });
}

/** A change to messages of a chat's history: an edit, a preview, a deletion, reactions, a read mark. */
export type HistoryChange = (history: HistoryState | undefined) => HistoryState | undefined;

/**
 * What reached a chat while one of its pages was loading: the live messages and the changes to
 * messages. The page may have been read just before they were stored. A page that ends at the
 * newest message takes the messages in (a page short of the newest leaves them out), and every
 * page takes the changes, which the cache could not apply to a page it did not have yet.
 */
interface Meanwhile {
  arrived: Message[];
  changes: HistoryChange[];
}

/** One entry per page in flight. */
const meanwhileByChat = new Map<string, Set<Meanwhile>>();

export function rememberArrival(chatId: string, message: Message): void {
  for (const meanwhile of meanwhileByChat.get(chatId) ?? []) meanwhile.arrived.push(message);
}

export function rememberChange(chatId: string, change: HistoryChange): void {
  for (const meanwhile of meanwhileByChat.get(chatId) ?? []) meanwhile.changes.push(change);
}

/** Changes the loaded history of a chat, and again any page of it on its way (read, maybe, before the change). */
export function changeHistory(queryClient: QueryClient, chatId: string, change: HistoryChange): void {
  queryClient.setQueryData<HistoryState>(historyKey(chatId), change);
  rememberChange(chatId, change);
}

/** Loads a page of `chatId`, and what reached the chat meanwhile. */
async function withMeanwhile<T>(chatId: string, load: () => Promise<T>): Promise<[T, Meanwhile]> {
  const meanwhile: Meanwhile = { arrived: [], changes: [] };
  const pending = meanwhileByChat.get(chatId) ?? new Set<Meanwhile>();
  pending.add(meanwhile);
  meanwhileByChat.set(chatId, pending);
  try {
    return [await load(), meanwhile];
  } finally {
    pending.delete(meanwhile);
    if (!pending.size) meanwhileByChat.delete(chatId);
  }
}

/** The changes told while a page loaded, applied again in order (each one is idempotent). */
const replayChanges = (history: HistoryState | undefined, changes: HistoryChange[]) => changes.reduce((h, change) => change(h), history);

/** A window loaded afresh, with what reached the chat meanwhile. */
function caughtUpWindow(page: HistoryState, meanwhile: Meanwhile): HistoryState {
  const window = freshWindow(page, meanwhile.arrived);
  return replayChanges(window, meanwhile.changes) ?? window;
}

/** GET by-chat/{id} for one page, `cursor` e.g. `before=<id>` (none: the newest page). */
const historyUrl = (chatId: string, cursor = '') => `/messages/by-chat/${chatId}?${cursor && `${cursor}&`}limit=${HISTORY_PAGE_SIZE}`;

async function fetchNewest(chatId: string): Promise<HistoryState> {
  const [page, meanwhile] = await withMeanwhile(chatId, () => api<MessagePage>(historyUrl(chatId)));
  return caughtUpWindow({ messages: page.messages, hasMore: page.hasMore, hasMoreAfter: false }, meanwhile);
}

/** The first message of a chat at or after `start` (a history page of one), or null. */
async function firstMessageFrom({ chatId, start }: { chatId: string; start: Date }): Promise<Message | null> {
  const page = await api<MessagePage>(`/messages/by-chat/${chatId}?after=${objectIdAt(start)}&limit=1`);
  return page.messages[0] ?? null;
}

/** Looking up where a day starts in a chat (jump to date): asked for once per click, never cached. */
export const useFindFirstMessage = () => useMutation({ mutationFn: firstMessageFrom });

/** A chat's history: the newest page when first asked for, then whatever window the user moved to. */
export function useHistory(chatId: string | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: historyKey(chatId ?? ''),
    queryFn: () => fetchNewest(chatId!),
    enabled: !!chatId && opts.enabled !== false,
    staleTime: Infinity,
  });
}

/** Replaces the chat's history with a window just loaded; a first page still loading is dropped. */
async function replaceWindow(queryClient: QueryClient, chatId: string, shown: HistoryState): Promise<void> {
  await queryClient.cancelQueries({ queryKey: historyKey(chatId) });
  queryClient.setQueryData<HistoryState>(historyKey(chatId), shown);
}

/**
 * Jumping to a message: when it is not loaded, the chat's history becomes the page around it
 * (API.md `around=`); true when it did. Throws the API's error (404 NOT_FOUND: gone, or not
 * visible to the user).
 */
export async function showAround(queryClient: QueryClient, chatId: string, messageId: string): Promise<boolean> {
  if (hasMessage(queryClient.getQueryData<HistoryState>(historyKey(chatId)), messageId)) return false;
  const [page, meanwhile] = await withMeanwhile(chatId, () => api<AroundPage>(historyUrl(chatId, `around=${messageId}`)));
  const around = { messages: page.messages, hasMore: page.hasMore, hasMoreAfter: page.hasMoreAfter };
  await replaceWindow(queryClient, chatId, caughtUpWindow(around, meanwhile));
  return true;
}

/** Back to the newest page (the "jump to newest" button), whatever window was shown. */
export async function showNewest(queryClient: QueryClient, chatId: string): Promise<void> {
  await replaceWindow(queryClient, chatId, await fetchNewest(chatId));
}

/**
 * Opening a chat with unread messages: the window around the first of them (the first message
 * from someone else after the read mark `lastReadId`; from the start when there is none). Answers
 * its id, or null when none was found in the first page after the mark (then nothing changed).
 */
export async function showFirstUnread(queryClient: QueryClient, chatId: string, opts: { lastReadId: string | null; myId: string }): Promise<string | null> {
  const mark = opts.lastReadId ?? '0'.repeat(24);
  const page = await api<MessagePage>(historyUrl(chatId, `after=${mark}`));
  const first = firstFromOthers(page.messages, opts.myId);
  if (!first) return null;
  await showAround(queryClient, chatId, first._id);
  return first._id;
}

/** The page after the newest loaded message, in a window short of the newest (scrolling down); false when none. */
export async function loadNewer(queryClient: QueryClient, chatId: string): Promise<boolean> {
  const history = queryClient.getQueryData<HistoryState>(historyKey(chatId));
  const newest = history?.messages[history.messages.length - 1];
  if (!history?.hasMoreAfter || !newest) return false;
  const [page, meanwhile] = await withMeanwhile(chatId, () => api<MessagePage>(historyUrl(chatId, `after=${newest._id}`)));
  queryClient.setQueryData<HistoryState>(historyKey(chatId), (current) =>
    replayChanges(appendNewerPage(current, newest._id, page, meanwhile.arrived), meanwhile.changes),
  );
  return page.messages.length > 0;
}

/** The page before the oldest loaded message (scrolling up); false when there is none. */
export async function loadOlder(queryClient: QueryClient, chatId: string): Promise<boolean> {
  const history = queryClient.getQueryData<HistoryState>(historyKey(chatId));
  const oldest = history?.messages[0];
  if (!history || !history.hasMore || !oldest) return false;
  const [page, meanwhile] = await withMeanwhile(chatId, () => api<MessagePage>(historyUrl(chatId, `before=${oldest._id}`)));
  // A window that no longer starts there (a jump replaced it meanwhile) is left alone: no gap.
  queryClient.setQueryData<HistoryState>(historyKey(chatId), (current) =>
    current?.messages[0]?._id === oldest._id ? replayChanges(prependPage(current, page), meanwhile.changes) : current,
  );
  return page.messages.length > 0;
}

/** After a reconnect: what was stored meanwhile, page by page from just before the newest loaded. */
export async function catchUp(queryClient: QueryClient, chatId: string): Promise<Message[]> {
  const found: Message[] = [];
  const start = queryClient.getQueryData<HistoryState>(historyKey(chatId));
  const newest = start?.messages[start.messages.length - 1];
  // A window short of the newest takes no new messages: the user reaches them by scrolling down.
  if (!start || start.hasMoreAfter) return found;
  if (!newest) {
    await queryClient.invalidateQueries({ queryKey: historyKey(chatId) });
    return found;
  }
  let cursor = catchUpCursor(newest._id);
  for (let round = 0; round < 50; round += 1) {
    const [page, meanwhile] = await withMeanwhile(chatId, () => api<MessagePage>(`/messages/by-chat/${chatId}?after=${cursor}&limit=100`));
    const loaded = new Set(queryClient.getQueryData<HistoryState>(historyKey(chatId))?.messages.map((m) => m._id));
    const fresh = page.messages.filter((m) => !loaded.has(m._id));
    found.push(...fresh);
    queryClient.setQueryData<HistoryState>(historyKey(chatId), (current) => replayChanges(appendPage(current, fresh), meanwhile.changes));
    const last = page.messages[page.messages.length - 1];
    if (!page.hasMore || !last) return found;
    cursor = last._id;
  }
  return found;
}

export function usePins(chatId: string | null) {
  return useQuery({
    queryKey: pinsKey(chatId ?? ''),
    queryFn: async () => (await api<PinListAnswer>(`/chat/${chatId}/pinned-messages`)).pins,
    enabled: !!chatId,
    staleTime: Infinity,
  });
}
