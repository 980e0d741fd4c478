'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { setPreview } from '@/lib/client/chat/cache';
import type { HistoryState } from '@/lib/client/chat/history-state';
import type { DoneAnswer, LinkPreview } from '@/lib/contract/answers';
import { queryKeys } from './keys';

interface RemoveVariables {
  chatId: string;
  messageId: string;
  /** put back should the server refuse */
  before: LinkPreview;
}

/** DELETE /messages/{id}/preview: the card goes at once, and comes back if the call fails. */
export function useRemovePreview() {
  const queryClient = useQueryClient();
  const show = (chatId: string, messageId: string, preview: LinkPreview | null) =>
    queryClient.setQueryData<HistoryState>(queryKeys.chats.history(chatId), (h) => setPreview(h, messageId, preview));
  return useMutation({
    mutationFn: ({ messageId }: RemoveVariables) => api<DoneAnswer>(`/messages/${encodeURIComponent(messageId)}/preview`, { method: 'DELETE' }),
    onMutate: ({ chatId, messageId }) => show(chatId, messageId, null),
    onError: (_error, { chatId, messageId, before }) => show(chatId, messageId, before),
  });
}
