'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { saveAdminSession } from '@/lib/client/admin-session';
import { queryKeys } from '@/lib/client/queries/keys';

import type { AdminSessionAnswer, BadgeRequestAnswer, BadgeRequestList } from '@/lib/contract/answers';
import { BADGE_FILTER_STATUSES, type BadgeFilterStatus } from '@/lib/contract/badge-statuses';

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
export function useBadgeRequests(filters: BadgeFilters) {
  return useQuery({
    queryKey: queryKeys.badgeRequests.list(filters),
    queryFn: async ({ signal }) => (await api<BadgeRequestList>(listPath(filters), { signal, auth: 'admin' })).data,
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
        ? api<BadgeRequestAnswer>(`/badge-request/${id}/remove-badge`, { method: 'POST', body: { note }, auth: 'admin' })
        : api<BadgeRequestAnswer>(`/badge-request/${id}`, { method: 'PATCH', body: { status: action, note }, auth: 'admin' }),
    // Changed or refused (409: someone else moved it): the rows must show the server's state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.badgeRequests.all }),
  });
}

/**
 * POST /badge-request/admin-session {code}: the server checks the admin code and answers the
 * admin token, which unlocks the screen (stored for the admin calls).
 */
export function useOpenAdminSession() {
  return useMutation({
    mutationFn: async (code: string) => (await api<AdminSessionAnswer>('/badge-request/admin-session', { body: { code }, auth: 'none' })).adminToken,
    onSuccess: (adminToken) => saveAdminSession(adminToken),
  });
}
