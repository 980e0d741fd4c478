'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveUser, type StoredUser } from '@/lib/client/session';
import { CURRENT_USER_KEY } from '@/lib/client/use-current-user';

/**
 * Stores a changed copy of the signed-in user everywhere the app reads it: localStorage (user,
 * user_email, user_avatar) and the React Query cache of useCurrentUser.
 */
export function useStoreUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: StoredUser) => {
      saveUser(user);
      if (user.email !== undefined) localStorage.setItem('user_email', user.email);
      if (user.avatar !== undefined) localStorage.setItem('user_avatar', user.avatar);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
    [queryClient],
  );
}
