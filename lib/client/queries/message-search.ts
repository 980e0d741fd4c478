'use client';

import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/client/api';
import { queryKeys } from './keys';
import type { Message, SearchPage } from '@/lib/contract/answers';
import { isSearchable, MESSAGE_SEARCH_PAGE_SIZE } from '@/lib/client/search/query';

// Message search (GET /api/messages/search), in one chat or across all of the user's chats.
// Paged newest first with `before`; results are not kept current by the socket, so they go
// stale after a short while instead of staying forever like the history.

async function fetchSearchPage(opts: { query: string; chatId: string | null; before?: string; signal?: AbortSignal }): Promise<SearchPage> {
  const params = new URLSearchParams({ q: opts.query, limit: String(MESSAGE_SEARCH_PAGE_SIZE) });
  if (opts.chatId) params.set('chatId', opts.chatId);
  if (opts.before) params.set('before', opts.before);
  return api<SearchPage>(`/messages/search?${params}`, { signal: opts.signal });
}

/** The hits of all loaded pages, newest first, each once. */
function hitsOf(data: InfiniteData<SearchPage> | undefined): Message[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.messages).filter((m) => !seen.has(m._id) && !!seen.add(m._id));
}

export interface MessageSearch {
  /** the query is long enough to be searched */
  active: boolean;
  hits: Message[];
  /** the first page is on its way */
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** loads the next page; answers how many hits are loaded then */
  loadMore: () => Promise<number>;
}

/** Searches `query` (already debounced by the caller) in `chatId`, or everywhere when null. */
export function useMessageSearch(query: string, chatId: string | null): MessageSearch {
  const text = query.trim();
  const active = isSearchable(text);
  const result = useInfiniteQuery({
    queryKey: queryKeys.messageSearch(text, chatId),
    queryFn: ({ pageParam, signal }) => fetchSearchPage({ query: text, chatId, before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? (last.nextBefore ?? last.messages[last.messages.length - 1]?._id) : undefined),
    enabled: active,
    staleTime: 15_000,
  });
  const { data, fetchNextPage } = result;
  const hits = useMemo(() => (active ? hitsOf(data) : []), [active, data]);
  return {
    active,
    hits,
    loading: active && result.isPending,
    failed: active && result.isError,
    hasMore: active && !!result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: async () => hitsOf((await fetchNextPage()).data).length,
  };
}
