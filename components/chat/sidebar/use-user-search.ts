'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/queries/keys';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@/lib/client/chat/timings';
import type { FoundUser } from '@/lib/contract/answers';

/** The text after the user stopped typing for a moment. */
export function useDebounced(value: string, ms = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GET /api/user/search?query= from 2 characters (SPEC.md section 5); nothing below that. */
export function useUserSearch(text: string) {
  const query = useDebounced(text.trim());
  const enabled = query.length >= SEARCH_MIN_CHARS;
  const result = useQuery({
    queryKey: queryKeys.users.search(query),
    queryFn: async () => (await api<{ users: FoundUser[] }>(`/user/search?query=${encodeURIComponent(query)}`)).users ?? [],
    enabled,
    staleTime: 30_000,
  });
  return { users: enabled ? (result.data ?? []) : [], searching: enabled && result.isFetching, failed: enabled && result.isError, active: enabled };
}
