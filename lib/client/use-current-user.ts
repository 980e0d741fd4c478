'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './queries/keys';
import { getStoredUser, saveUser, type StoredUser } from './session';

export const CURRENT_USER_KEY = queryKeys.users.me();

/** The signed-in user: the stored copy at once, then the server's, which is stored again. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      const { user } = await api<{ user: StoredUser }>('/user/me');
      saveUser(user);
      return user;
    },
    initialData: () => getStoredUser() ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
