'use client';

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import type { FlagAnswer, Profile, UploadAnswer, UserAnswer } from '@/lib/contract/answers';

// The writes on a user: votes on others, and the caller's own avatar, bio and privacy flags. Each
// answers the user as the server now has it; the screen stores it where it keeps its copy (the
// profile screen's query, or the settings' current user and localStorage). `User` is that copy's
// type: a Profile, or the settings' StoredUser (the same object on the wire).

/**
 * Like or dislike another user (POST /user/{id}/like | dislike): answers their profile with the
 * new counts, which the profile screen stores (or, on failure, reads again).
 */
export function useVote() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ userId, kind }: { userId: string; kind: 'like' | 'dislike' }) =>
      (await api<UserAnswer>(`/user/${encodeURIComponent(userId)}/${kind}`, { body: {} })).user,
  });
}

/** POST /upload: a file as multipart field `file`; answers where it is stored. */
export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<UploadAnswer>('/upload', { body: form });
}

/** PUT /user/me with the fields given; answers the caller's user. */
async function updateMe<User>(fields: { avatar: string } | { bio: string }): Promise<User> {
  return (await api<UserAnswer<User>>('/user/me', { method: 'PUT', body: fields })).user;
}

/** A new avatar: the picture is uploaded (POST /upload), then set (PUT /user/me {avatar}). */
export function useChangeAvatar<User = Profile>() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (file: File) => updateMe<User>({ avatar: (await uploadFile(file)).url }),
  });
}

/** PUT /user/me {bio}: the bio as given (the editor trims it). */
export function useSaveBio() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (bio: string) => updateMe<Profile>({ bio }),
  });
}

export type PrivacyFlag = 'hideOnline' | 'isPrivate';
const FLAG_PATHS: Record<PrivacyFlag, string> = { hideOnline: '/user/hide-online', isPrivate: '/user/update-private' };

/**
 * Online status (POST /user/hide-online {hideOnline}) or hide profile (POST /user/update-private
 * {isPrivate}): answers the user with the flag saved, when the server sends it.
 */
export function useSetPrivacyFlag<User = Profile>() {
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ flag, value }: { flag: PrivacyFlag; value: boolean }) => (await api<FlagAnswer<User>>(FLAG_PATHS[flag], { body: { [flag]: value } })).user,
  });
}
