'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api, errorText } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/queries/keys';
import { useSocketEvent } from '@/lib/client/socket-context';
import type { GroupAnswer, GroupView } from '@/lib/contract/answers';
import { isMemberView } from './types';

export const groupKey = queryKeys.group;

/** GET /group/{id}: the member view, or a public group's preview for outsiders. */
export function useGroupQuery(id: string) {
  return useQuery({
    queryKey: groupKey(id),
    queryFn: ({ signal }) => api<{ group: GroupAnswer }>(`/group/${encodeURIComponent(id)}`, { signal }).then((a) => a.group),
    staleTime: 0,
  });
}

export interface RunOptions<T> {
  /** the change shown at once (SPEC.md: optimistic updates) */
  optimistic?: (group: GroupView) => GroupView;
  call: () => Promise<T>;
  /** the translated text shown when the server gives no message */
  fallback: string;
  /** on failure: put the optimistic change back (default) or read the group again */
  onFail?: 'rollback' | 'refresh';
  /** how an answer without `group` changes the cached one */
  merge?: (answer: T, group: GroupView) => GroupView;
}

/** RunOptions with the answer's type forgotten: one mutation runs them all. */
type AnyRun = RunOptions<{ group?: GroupView }>;

/**
 * Runs a management call as a mutation: applies the optimistic change, stores the `{group}` the
 * server answers, and on failure rolls back (or refreshes) and shows the notice for 4 s.
 * Resolves to the answer, or null when the call failed.
 */
export function useGroupRunner(id: string, showError: (text: string) => void) {
  const queryClient = useQueryClient();
  const key = groupKey(id);
  const { mutateAsync } = useMutation({
    mutationKey: key,
    // a management call is sent at once, as before, even when the browser says it is offline
    networkMode: 'always',
    mutationFn: (options: AnyRun) => options.call(),
    onMutate: async (options) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GroupAnswer>(key);
      if (options.optimistic && isMemberView(before)) queryClient.setQueryData(key, options.optimistic(before));
      return { before };
    },
    onSuccess: (answer, options) => {
      if (answer?.group) queryClient.setQueryData(key, answer.group);
      else if (options.merge) {
        const current = queryClient.getQueryData<GroupAnswer>(key);
        if (isMemberView(current)) queryClient.setQueryData(key, options.merge(answer, current));
      }
    },
    onError: (error, options, context) => {
      if (options.onFail !== 'refresh' && context?.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
      showError(errorText(error, options.fallback));
    },
  });
  return useCallback(
    <T extends { group?: GroupView }>(options: RunOptions<T>): Promise<T | null> =>
      mutateAsync(options as unknown as AnyRun).then(
        (answer) => answer as T,
        () => null,
      ),
    [mutateAsync],
  );
}

type ChatEvent = { _id?: string; id?: string; deleted?: boolean } | null | undefined;

/**
 * Live: a chat_updated (or new_chat) for this group reads it again; `deleted: true` means the
 * group is gone. `paused` stops all that once this tab itself left or deleted the group.
 */
export function useGroupLive(id: string, onDeleted: () => void, paused: { current: boolean }) {
  const queryClient = useQueryClient();
  const handle = (payload: ChatEvent) => {
    if (paused.current || !payload || (payload._id ?? payload.id) !== id) return;
    if (payload.deleted) {
      onDeleted();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: groupKey(id) });
  };
  useSocketEvent('chat_updated', handle);
  useSocketEvent('new_chat', handle);
}

/** setTimeout's largest delay; longer waits are cut into pieces (SPEC.md section 4). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The current time, refreshed when the next of `deadlines` (ISO times) passes, so mute
 * countdowns end by themselves on screen.
 */
export function useNow(deadlines: (string | null | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = deadlines
    .filter((d): d is string => !!d)
    .sort()
    .join('|');
  useEffect(() => {
    const next = key
      .split('|')
      .filter(Boolean)
      .map((d) => new Date(d).getTime())
      .filter((time) => time > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now() + 50), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}

export const isFuture = (iso: string | null | undefined, now: number) => !!iso && new Date(iso).getTime() > now;
