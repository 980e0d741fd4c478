'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { SEARCH_MIN_CHARS } from '@/lib/client/chat/timings';
import { useDebounced } from '@/lib/client/use-debounced';
import type { FoundUser, UserSearchAnswer } from '@/lib/contract/answers';
import { queryKeys } from './keys';

// GET /user/search: people by username or e-mail, never the caller (API.md).

const searchUsers = async (params: Record<string, string>, signal: AbortSignal) =>
  (await api<UserSearchAnswer>(`/user/search?${new URLSearchParams(params)}`, { signal })).users;

/** People to chat with, from 2 characters (SPEC.md section 5), once the typing stopped. */
export function useUserSearch(text: string) {
  const query = useDebounced(text.trim());
  const enabled = query.length >= SEARCH_MIN_CHARS;
  const result = useQuery({
    queryKey: queryKeys.users.search(query),
    queryFn: ({ signal }) => searchUsers({ query }, signal),
    enabled,
  });
  return { users: enabled ? (result.data ?? []) : [], searching: enabled && result.isFetching, failed: enabled && result.isError, active: enabled };
}

/** The member search starts at 3 characters (SPEC.md section 5); shorter clears the results. */
const MEMBER_SEARCH_MIN = 3;

/**
 * People who are not in the group yet (`excludeGroup`), once the typing stopped. Null while there
 * is nothing to show (under 3 characters, first page loading); an empty list after a failure,
 * which `onError` is told about once per failed request.
 */
export function useMemberSearch(groupId: string, text: string, onError: (error: unknown) => void): FoundUser[] | null {
  const trimmed = text.trim();
  const query = useDebounced(trimmed);
  const enabled = trimmed.length >= MEMBER_SEARCH_MIN && query.length >= MEMBER_SEARCH_MIN;
  const result = useQuery({
    queryKey: queryKeys.users.searchOutside(query, groupId),
    queryFn: async ({ signal }) => {
      try {
        return await searchUsers({ query, excludeGroup: groupId }, signal);
      } catch (error) {
        if (!signal.aborted) onError(error);
        throw error;
      }
    },
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    // members change with every add: each search reads the server again
    staleTime: 0,
  });
  if (!enabled) return null;
  if (result.isError) return [];
  return result.data ?? null;
}
