'use client';

import { hashKey, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { getStoredUser, getToken, storeUser } from '@/lib/client/session';
import type { OwnUser, OwnUserAnswer } from '@/lib/contract/answers';
import { queryKeys } from './keys';

// The signed-in user lives under one cache key, `queryKeys.users.me()`: the settings, the own
// profile, the sidebar and the calls read it, and every write that changes the user (avatar,
// bio, privacy, e-mail, birthday) puts the answer there. localStorage keeps a copy because
// SPEC.md section 3 stores the user locally and because the screens need the user's id before
// the first GET /user/me answers (whose side a message is on, the other member of a chat).

export const currentUserKey = queryKeys.users.me();

const fetchCurrentUser = async () => (await api<OwnUserAnswer>('/user/me')).user;

/**
 * The signed-in user: the stored copy at once, then the server's. `fresh`: read the server again
 * when the screen opens (the own profile), else only when the copy is older than 30 s.
 */
export function useCurrentUser({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    initialData: () => getStoredUser() ?? undefined,
    initialDataUpdatedAt: 0,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/** Replaces the cached user (a write's answer, or a change shown before the server confirms it). */
export function setCurrentUser(queryClient: QueryClient, user: OwnUser): void {
  queryClient.setQueryData<OwnUser>(currentUserKey, user);
}

/** Changes fields of the cached user, leaving the rest as they are now. */
export function patchCurrentUser(queryClient: QueryClient, patch: Partial<OwnUser>): void {
  queryClient.setQueryData<OwnUser>(currentUserKey, (user) => user && { ...user, ...patch });
}

/**
 * Keeps the stored copy equal to the cached user, whatever wrote it. Not once signed out: an
 * answer arriving after logout must not write the user back.
 */
export function mirrorCurrentUser(queryClient: QueryClient): void {
  const hash = hashKey(currentUserKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== hash) return;
    const user = event.query.state.data as OwnUser | undefined;
    if (user && getToken()) storeUser(user);
  });
}
