'use client';

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import type { Profile } from '@/lib/contract/answers';

/**
 * Like or dislike another user (POST /user/{id}/like | dislike): answers their profile with the
 * new counts, which the profile screen stores (or, on failure, reads again).
 */
export function useVote() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ userId, kind }: { userId: string; kind: 'like' | 'dislike' }) =>
      (await api<{ user: Profile }>(`/user/${encodeURIComponent(userId)}/${kind}`, { body: {} })).user,
  });
}
