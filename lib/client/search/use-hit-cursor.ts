'use client';

import { useState } from 'react';
import type { Message } from '@/lib/contract/answers';
import type { MessageSearch } from '@/lib/client/queries/message-search';

/**
 * Which hit of a search in one chat is shown: the newest first, then older and newer ones one
 * at a time. Moving past the last loaded hit loads the next page. A new query starts again at
 * the newest (the position is remembered with the query it belongs to, not reset by an effect).
 */
export function useHitCursor(search: MessageSearch, query: string) {
  const [cursor, setCursor] = useState({ query: '', index: 0 });
  const { hits, hasMore, loadingMore } = search;
  const index = cursor.query === query ? Math.min(cursor.index, Math.max(0, hits.length - 1)) : 0;
  const current: Message | null = hits[index] ?? null;

  const older = async () => {
    const target = index + 1;
    if (target < hits.length) {
      setCursor({ query, index: target });
      return;
    }
    if (!hasMore || loadingMore) return;
    const loaded = await search.loadMore();
    if (target < loaded) setCursor({ query, index: target });
  };

  const newer = () => {
    if (index > 0) setCursor({ query, index: index - 1 });
  };

  return {
    index,
    current,
    canOlder: index + 1 < hits.length || (hasMore && !loadingMore),
    canNewer: index > 0,
    older,
    newer,
  };
}
