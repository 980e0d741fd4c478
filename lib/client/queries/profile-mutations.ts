'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '@/lib/client/api';
import type { OwnUser, OwnUserAnswer, PrivacyFlagAnswer, Profile, ProfileAnswer } from '@/lib/contract/answers';
import { createDirectChat, findDirectChat, setChatBlocked } from './chat-mutations';
import { currentUserKey, patchCurrentUser, setCurrentUser } from './current-user';
import { queryKeys } from './keys';

// The writes on a user: votes on others, and the caller's own avatar, bio and privacy flags. Each
// puts the user the server answers into the cache the screens read: another's profile, or the
// signed-in user (which the own profile, the settings and the sidebar all read).

/**
 * Like or dislike another user (POST /user/{id}/like | dislike): their profile with the new
 * counts; on failure the profile is read again (SPEC.md section 8: no notice).
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, kind }: { userId: string; kind: 'like' | 'dislike' }) =>
      (await api<ProfileAnswer>(`/user/${encodeURIComponent(userId)}/${kind}`, { body: {} })).user,
    onSuccess: (profile, { userId }) => queryClient.setQueryData(queryKeys.profile(userId), profile),
    onError: (_error, { userId }) => queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
  });
}

/**
 * Block or unblock another user from their profile. Blocking is per one-to-one chat: it is found
 * (created first to block). Shown at once on the profile, which is read again afterwards; a
 * failure only puts the old state back (SPEC.md section 8: no notice).
 */
export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  const key = (userId: string) => queryKeys.profile(userId);
  return useMutation({
    mutationFn: async ({ userId, blocked }: { userId: string; blocked: boolean }) => {
      const chat = (await findDirectChat(userId)) ?? (blocked ? await createDirectChat(userId) : null);
      if (chat) await setChatBlocked(chat._id, blocked);
    },
    onMutate: async ({ userId, blocked }) => {
      await queryClient.cancelQueries({ queryKey: key(userId) });
      queryClient.setQueryData<Profile>(key(userId), (profile) => profile && { ...profile, blockedByMe: blocked });
    },
    onError: (_error, { userId, blocked }) => {
      queryClient.setQueryData<Profile>(key(userId), (profile) => profile && { ...profile, blockedByMe: !blocked });
    },
    onSettled: (_answer, _error, { userId }) => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}

/** PUT /user/me with the fields given: the caller as now stored, put into the cache. */
function useUpdateMe<V>(fields: (variables: V) => Promise<{ avatar: string } | { bio: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => (await api<OwnUserAnswer>('/user/me', { method: 'PUT', body: await fields(variables) })).user,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

/** A new avatar: the picture is uploaded (POST /upload), then set (PUT /user/me {avatar}). */
export const useChangeAvatar = () => useUpdateMe(async (file: File) => ({ avatar: (await uploadFile(file)).url }));

/** PUT /user/me {bio}: the bio as given (the editor trims it). */
export const useSaveBio = () => useUpdateMe(async (bio: string) => ({ bio }));

export type PrivacyFlag = 'hideOnline' | 'isPrivate';
const FLAG_PATHS: Record<PrivacyFlag, string> = { hideOnline: '/user/hide-online', isPrivate: '/user/update-private' };
const flagPatch = (flag: PrivacyFlag, value: boolean): Partial<OwnUser> => (flag === 'hideOnline' ? { hideOnline: value } : { isPrivate: value });

/**
 * Online status (POST /user/hide-online {hideOnline}) or hide profile (POST /user/update-private
 * {isPrivate}): shown at once, then the user the server answers; the flag goes back on failure.
 * Each flag is changed on its own, so one saving while the other is clicked loses neither.
 */
export function useSetPrivacyFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ flag, value }: { flag: PrivacyFlag; value: boolean }) => (await api<PrivacyFlagAnswer>(FLAG_PATHS[flag], { body: { [flag]: value } })).user,
    onMutate: async ({ flag, value }) => {
      // a GET /user/me still under way must not put the old value back
      await queryClient.cancelQueries({ queryKey: currentUserKey });
      patchCurrentUser(queryClient, flagPatch(flag, value));
    },
    // Only this flag of the answer: the other one may be saving, and the answer has its old value.
    onSuccess: (user, { flag }) => patchCurrentUser(queryClient, flagPatch(flag, user[flag])),
    onError: (_error, { flag, value }) => patchCurrentUser(queryClient, flagPatch(flag, !value)),
  });
}
