import type { HistoryState } from '@/lib/client/chat/history-state';
import { HISTORY_PAGE_SIZE } from '@/lib/client/chat/timings';
import { queryKeys } from '@/lib/client/queries/keys';

// Which parts of the query cache are kept for opening the app without the network: the chat
// list and the histories of the few chats read last, each cut to its newest page. Pure: no
// React, no storage (unit-tested).

/** How many chats' histories are kept: the ones whose data changed last. */
export const KEPT_HISTORIES = 5;

export interface QueryFacts {
  queryKey: readonly unknown[];
  /** loaded once at least (a later read that failed offline keeps what was loaded) */
  hasData: boolean;
  dataUpdatedAt: number;
}

const [CHAT_ROOT] = queryKeys.chats.all;
const isChatList = (key: readonly unknown[]) => key.length === 2 && key[0] === CHAT_ROOT && key[1] === 'list';
const isHistory = (key: readonly unknown[]) => key.length === 3 && key[0] === CHAT_ROOT && key[1] === 'history' && !!key[2];

/** The queries to keep, as the `shouldDehydrateQuery` of dehydrate: only loaded ones. */
export function keptQueries<Q extends QueryFacts>(queries: readonly Q[]): Set<Q> {
  const loaded = queries.filter((q) => q.hasData);
  const histories = loaded
    .filter((q) => isHistory(q.queryKey))
    .sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt)
    .slice(0, KEPT_HISTORIES);
  return new Set([...loaded.filter((q) => isChatList(q.queryKey)), ...histories]);
}

/** A kept history: its newest page only (older ones are read again when scrolled to). */
export function trimHistory(history: HistoryState): HistoryState {
  if (history.messages.length <= HISTORY_PAGE_SIZE) return history;
  return { ...history, messages: history.messages.slice(-HISTORY_PAGE_SIZE), hasMore: true };
}

export const isHistoryKey = isHistory;
