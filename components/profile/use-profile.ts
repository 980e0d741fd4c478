'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiClientError } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/queries/keys';
import { saveUser, type StoredUser } from '@/lib/client/session';
import { CURRENT_USER_KEY } from '@/lib/client/use-current-user';
import { useSocketEvent } from '@/lib/client/socket-context';
import type { Profile } from '@/lib/contract/answers';
import { idOf } from './types';

export const profileKey = queryKeys.profile;

/**
 * The profile on screen: `/user/me` for one's own, `/user/{id}` for another's. A one-to-one chat
 * with them changing (blocked, unblocked) refreshes it live.
 */
export function useProfile(targetId: string | null, isSelf: boolean) {
  const queryClient = useQueryClient();
  const keyId = isSelf ? 'me' : (targetId ?? '');
  const query = useQuery({
    queryKey: profileKey(keyId),
    queryFn: ({ signal }) => api<{ user: Profile }>(isSelf ? '/user/me' : `/user/${encodeURIComponent(targetId ?? '')}`, { signal }).then((a) => a.user),
    enabled: isSelf || !!targetId,
    staleTime: 0,
  });

  const setProfile = useCallback(
    (user: Profile) => {
      queryClient.setQueryData(profileKey(keyId), user);
      if (isSelf) {
        const stored = { ...user } as unknown as StoredUser;
        queryClient.setQueryData(CURRENT_USER_KEY, stored);
        saveUser(stored);
        localStorage.setItem('user_avatar', user.avatar ?? '');
      }
    },
    [queryClient, isSelf, keyId],
  );

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: profileKey(keyId) }), [queryClient, keyId]);

  useSocketEvent('chat_updated', (chat) => {
    if (isSelf || !targetId || chat?.type !== 'single') return;
    if ((chat.members ?? []).some((m) => idOf(m) === targetId)) void refresh();
  });

  const notFound = query.error instanceof ApiClientError && query.error.status === 404;
  return { ...query, setProfile, refresh, notFound };
}
