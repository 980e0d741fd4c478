'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/client/api';
import { deleteMessage, editMessage, setReactions } from '@/lib/client/chat/cache';
import type { DoneAnswer, MessageAnswer, Pin, Reaction } from '@/lib/contract/answers';
import { changeHistory, type HistoryChange } from './chats';
import { mutationKeys, queryKeys } from './keys';

// What a message's menu changes (SPEC.md section 2), each written into the chat's cached history
// or pin list. The chat id travels with the variables, so a call still in flight when the user
// opens another chat writes into the chat it was made in.

/** Changes the cached history of one chat (queries/chats.ts `changeHistory`). */
function useHistoryWriter() {
  const queryClient = useQueryClient();
  return (chatId: string, change: HistoryChange) => changeHistory(queryClient, chatId, change);
}

interface ReactVariables {
  chatId: string;
  messageId: string;
  /** '' takes the caller's reaction back */
  emoji: string;
  /** the reactions shown at once, and those put back on failure */
  optimistic: Reaction[];
  before: Reaction[];
}

/** POST /messages/react: shown at once, then the server's reactions (or the old ones back). */
export function useReactToMessage() {
  const write = useHistoryWriter();
  const show = (chatId: string, messageId: string, reactions: Reaction[]) => write(chatId, (h) => setReactions(h, messageId, reactions));
  return useMutation({
    mutationFn: ({ messageId, emoji }: ReactVariables) => api<MessageAnswer>('/messages/react', { body: { messageId, emoji } }),
    onMutate: ({ chatId, messageId, optimistic }) => {
      show(chatId, messageId, optimistic);
    },
    onSuccess: ({ message }, { chatId, messageId }) => {
      show(chatId, messageId, message.reactions ?? []);
    },
    onError: (_error, { chatId, messageId, before }) => {
      show(chatId, messageId, before);
    },
  });
}

/** Pin or unpin a message for me or for everyone; the answer is the chat's whole pin list. */
export function usePinMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, messageId, scope, pin }: { chatId: string; messageId: string; scope: Pin['scope']; pin: boolean }) =>
      api<{ pins: Pin[] }>(`/chat/${chatId}/${pin ? 'pin-message' : 'unpin-message'}`, { body: { messageId, scope } }),
    onSuccess: ({ pins }, { chatId }) => {
      queryClient.setQueryData<Pin[]>(queryKeys.chats.pins(chatId), pins);
    },
  });
}

/** Delete a message for me, or for everyone (delete-hard); either way it leaves the history. */
export function useDeleteMessage() {
  const write = useHistoryWriter();
  return useMutation({
    mutationFn: ({ messageId, forAll }: { chatId: string; messageId: string; forAll: boolean }) =>
      api<DoneAnswer>(forAll ? '/messages/delete-hard' : '/messages/delete-for-me', { body: { messageId } }),
    onSuccess: (_answer, { chatId, messageId }) => {
      write(chatId, (h) => deleteMessage(h, messageId));
    },
  });
}

/** POST /messages/edit: the saved message replaces the old one (and the quotes of it). */
export function useEditMessage() {
  const write = useHistoryWriter();
  return useMutation({
    mutationKey: mutationKeys.editMessage(),
    mutationFn: ({ messageId, newContent }: { chatId: string; messageId: string; newContent: string }) =>
      api<MessageAnswer>('/messages/edit', { body: { messageId, newContent } }),
    onSuccess: ({ message }, { chatId }) => {
      write(chatId, (h) => editMessage(h, message));
    },
  });
}
