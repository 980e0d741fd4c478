'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiClientError } from '@/lib/client/api';
import { memberId } from '@/lib/client/chat/cache';
import { useSocketEvent } from '@/lib/client/socket-context';
import type { ProfileAnswer } from '@/lib/contract/answers';
import { queryKeys } from './keys';

/**
 * Another user's profile (GET /user/{id}), read again on every visit. A one-to-one chat with them
 * changing (blocked, unblocked) reads it again live. One's own profile is the signed-in user
 * (useCurrentUser).
 */
export function useProfile(userId: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.profile(userId ?? '');
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api<ProfileAnswer>(`/user/${encodeURIComponent(userId ?? '')}`, { signal })).user,
    enabled: !!userId,
    staleTime: 0,
  });

  useSocketEvent('chat_updated', (chat) => {
    if (!userId || chat.type !== 'single' || chat.deleted) return;
    if ((chat.members ?? []).some((m) => memberId(m) === userId)) void queryClient.invalidateQueries({ queryKey: key });
  });

  const notFound = query.error instanceof ApiClientError && query.error.status === 404;
  return { ...query, notFound };
}
