'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/queries/keys';
import { useDebounced } from '@/components/chat/sidebar/use-user-search';
import type { FoundUser } from '@/lib/contract/answers';

/** The member search starts at 3 characters (SPEC.md section 5); shorter clears the results. */
export const MEMBER_SEARCH_MIN = 3;
const DEBOUNCE_MS = 300;

/**
 * GET /user/search?query=&excludeGroup=: people who are not in the group yet, 300 ms after the
 * typing stopped. Null while there is nothing to show (under 3 characters, first page loading);
 * an empty list after a failure, which `onError` is told about once per failed request.
 */
export function useMemberSearch(groupId: string, text: string, onError: (error: unknown) => void): FoundUser[] | null {
  const trimmed = text.trim();
  const query = useDebounced(trimmed, DEBOUNCE_MS);
  const active = trimmed.length >= MEMBER_SEARCH_MIN;
  const enabled = active && query.length >= MEMBER_SEARCH_MIN;
  const result = useQuery({
    queryKey: queryKeys.users.searchOutside(query, groupId),
    queryFn: async ({ signal }) => {
      try {
        const params = new URLSearchParams({ query, excludeGroup: groupId });
        return (await api<{ users: FoundUser[] }>(`/user/search?${params}`, { signal })).users;
      } catch (error) {
        if (!signal.aborted) onError(error);
        throw error;
      }
    },
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  if (!enabled) return null;
  if (result.isError) return [];
  return result.data ?? null;
}
