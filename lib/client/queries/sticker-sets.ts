'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/queries/keys';
import type { StickerSet, StickerSetAnswer, StickerSetListAnswer } from '@/lib/contract/answers';
import { asStickerUpload } from '@/lib/client/stickers/sticker-files';

export const STICKER_SETS_KEY = queryKeys.stickerSets();

/** The id of the list's heading, where focus goes when a set is deleted. */
export const SETS_HEADING_ID = 'sticker-sets-heading';

/** Which step of adding a sticker failed: the upload or the add call. */
export class AddStickerError extends Error {
  constructor(
    readonly step: 'upload' | 'add',
    readonly cause: unknown,
  ) {
    super(step);
    this.name = 'AddStickerError';
  }
}

/** Puts a changed set into the cache instead of refetching the list. */
function applyAnswer(queryClient: QueryClient, { stickerSet: changed }: StickerSetAnswer): void {
  queryClient.setQueryData<StickerSet[]>(STICKER_SETS_KEY, (sets = []) =>
    sets.some((set) => set._id === changed._id) ? sets.map((set) => (set._id === changed._id ? changed : set)) : [...sets, changed],
  );
}

/**
 * GET /user/my-stickers: the caller's sets, oldest first. One cache entry for every screen (the
 * manager, the composer's picker, "save sticker"), so a change on one shows on the others.
 */
export function useStickerSets(enabled = true) {
  return useQuery({
    queryKey: STICKER_SETS_KEY,
    queryFn: async ({ signal }) => (await api<StickerSetListAnswer>('/user/my-stickers', { signal })).stickerSets,
    enabled,
    // The mutations below keep it current; another device's changes show within a minute.
    staleTime: 60_000,
  });
}

/** A change of one set: the server answers the set as it now is (API.md). */
function useStickerMutation<V>(call: (variables: V) => Promise<StickerSetAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (answer) => applyAnswer(queryClient, answer) });
}

export const useCreateStickerSet = () =>
  useStickerMutation((name: string) => api<StickerSetAnswer>('/user/my-stickers', { method: 'POST', body: { name } }));

export const useRenameStickerSet = () =>
  useStickerMutation(({ setId, name }: { setId: string; name: string }) =>
    api<StickerSetAnswer>(`/user/my-stickers/${setId}`, { method: 'PATCH', body: { name } }),
  );

/** DELETE of a set answers the sets that remain. */
export function useDeleteStickerSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: string) => api<StickerSetListAnswer>(`/user/my-stickers/${setId}`, { method: 'DELETE' }),
    onSuccess: ({ stickerSets }) => queryClient.setQueryData<StickerSet[]>(STICKER_SETS_KEY, stickerSets),
  });
}

/** Uploads the file (POST /upload, field `file`), then adds its URL to the set. */
export const useAddSticker = () =>
  useStickerMutation(async ({ setId, file, title }: { setId: string; file: File; title: string }) => {
    let url: string;
    try {
      ({ url } = await uploadFile(asStickerUpload(file)));
    } catch (error) {
      throw new AddStickerError('upload', error);
    }
    try {
      return await api<StickerSetAnswer>(`/user/my-stickers/${setId}/add`, { method: 'POST', body: { url, title } });
    } catch (error) {
      throw new AddStickerError('add', error);
    }
  });

/** Adds a sticker already uploaded (one seen in a chat) to a set. */
export const useSaveSticker = () =>
  useStickerMutation(({ setId, url }: { setId: string; url: string }) => api<StickerSetAnswer>(`/user/my-stickers/${setId}/add`, { method: 'POST', body: { url } }));

export const useDeleteSticker = () =>
  useStickerMutation(({ setId, stickerId }: { setId: string; stickerId: string }) =>
    api<StickerSetAnswer>(`/user/my-stickers/${setId}/${stickerId}`, { method: 'DELETE' }),
  );
