'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { api, errorText } from '@/lib/client/api';
import { deleteMessage, editMessage, setReactions } from '@/lib/client/chat/cache';
import { historyKey, pinsKey } from '@/lib/client/chat/queries';
import type { Chat, Message, Pin, Reaction } from '@/lib/contract/answers';
import type { HistoryState } from '@/lib/client/chat/history-state';
import { useChatScreen } from '../chat-context';

export type PinScope = 'me' | 'all';

/** What a message's menu does (SPEC.md section 2): each call updates the cache and tells failures. */
export function useMessageActions(chat: Chat) {
  const t = useTranslations('conversation');
  const errors = useTranslations('errors');
  const queryClient = useQueryClient();
  const { myId, notify } = useChatScreen();
  const chatId = chat._id;

  return useMemo(() => {
    const history = () => queryClient.getQueryData<HistoryState>(historyKey(chatId));
    const fail = (error: unknown, fallback: string) => {
      const code = (error as { code?: string })?.code;
      if (code === 'UNPIN_BEFORE_DELETE') return notify(errors('UNPIN_BEFORE_DELETE'));
      notify(errorText(error, fallback));
    };

    return {
      /** One reaction per person: the same emoji again takes it back (an empty emoji removes). */
      async react(message: Message, emoji: string) {
        const before = message.reactions ?? [];
        const mine = before.find((r) => r.userId === myId)?.emoji;
        const next = mine === emoji ? '' : emoji;
        const optimistic: Reaction[] = [...before.filter((r) => r.userId !== myId), ...(next ? [{ userId: myId, emoji: next }] : [])];
        queryClient.setQueryData<HistoryState>(historyKey(chatId), (h) => setReactions(h, message._id, optimistic));
        try {
          const { message: saved } = await api<{ message: Message }>('/messages/react', { body: { messageId: message._id, emoji: next } });
          queryClient.setQueryData<HistoryState>(historyKey(chatId), (h) => setReactions(h, message._id, saved.reactions ?? []));
        } catch (error) {
          queryClient.setQueryData<HistoryState>(historyKey(chatId), (h) => setReactions(h, message._id, before));
          fail(error, t('failed.react'));
        }
      },

      async pin(message: Message, scope: PinScope) {
        try {
          const { pins } = await api<{ pins: Pin[] }>(`/chat/${chatId}/pin-message`, { body: { messageId: message._id, scope } });
          queryClient.setQueryData<Pin[]>(pinsKey(chatId), pins);
        } catch (error) {
          fail(error, t('failed.pin'));
        }
      },

      async unpin(message: Message | Pin['message'], scope: PinScope) {
        try {
          const { pins } = await api<{ pins: Pin[] }>(`/chat/${chatId}/unpin-message`, { body: { messageId: message._id, scope } });
          queryClient.setQueryData<Pin[]>(pinsKey(chatId), pins);
        } catch (error) {
          fail(error, t('failed.unpin'));
        }
      },

      async deleteForMe(message: Message) {
        try {
          await api('/messages/delete-for-me', { body: { messageId: message._id } });
          queryClient.setQueryData<HistoryState>(historyKey(chatId), (h) => deleteMessage(h, message._id));
        } catch (error) {
          fail(error, t('failed.deleteForMe'));
        }
      },

      async deleteForAll(message: Message) {
        try {
          await api('/messages/delete-hard', { body: { messageId: message._id } });
          queryClient.setQueryData<HistoryState>(historyKey(chatId), (h) => deleteMessage(h, message._id));
        } catch (error) {
          fail(error, t('failed.deleteForAll'));
        }
      },

      async edit(message: Message, newContent: string): Promise<boolean> {
        try {
          const { message: saved } = await api<{ message: Message }>('/messages/edit', { body: { messageId: message._id, newContent } });
          queryClient.setQueryData<HistoryState>(historyKey(chatId), (h) => editMessage(h, saved));
          return true;
        } catch (error) {
          fail(error, t('failed.edit'));
          return false;
        }
      },

      async copy(message: Message) {
        try {
          await navigator.clipboard.writeText(message.content);
          notify(t('copied'), 'success');
        } catch {
          notify(t('failed.copy'));
        }
      },

      history,
    };
  }, [queryClient, chatId, myId, notify, t, errors]);
}

export type MessageActions = ReturnType<typeof useMessageActions>;
