'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/client/admin-api';
import { queryKeys } from '@/lib/client/queries/keys';

import { BADGE_FILTER_STATUSES, type BadgeFilterStatus, type BadgeRequest } from '@/lib/contract/answers';

export const STATUS_FILTERS = BADGE_FILTER_STATUSES;
export type StatusFilter = BadgeFilterStatus;

export interface BadgeFilters {
  search: string;
  status: StatusFilter;
  /** yyyy-MM-dd or '' */
  from: string;
  to: string;
}

export const DEFAULT_FILTERS: BadgeFilters = { search: '', status: 'pending', from: '', to: '' };

function listPath(filters: BadgeFilters): string {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return `/badge-request?${params}`;
}

/** GET /badge-request?search=&status=&from=&to= → { data }, newest first. */
export function useBadgeRequests(filters: BadgeFilters, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.badgeRequests.list(filters),
    queryFn: async ({ signal }) => (await adminApi<{ data?: BadgeRequest[] }>(listPath(filters), { signal })).data ?? [],
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

type ReviewVariables =
  | { id: string; action: 'approved' | 'rejected'; note: string }
  | { id: string; action: 'removed'; note: string };

/** Approve or reject a pending request (PATCH), or remove an approved badge (POST remove-badge). */
export function useReviewBadgeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: ReviewVariables) =>
      action === 'removed'
        ? adminApi<{ data: BadgeRequest }>(`/badge-request/${id}/remove-badge`, { method: 'POST', body: { note } })
        : adminApi<{ data: BadgeRequest }>(`/badge-request/${id}`, { method: 'PATCH', body: { status: action, note } }),
    // Changed or refused (409: someone else moved it): the rows must show the server's state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.badgeRequests.all }),
  });
}
