'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { errorText } from '@/lib/client/api';
import { historyKey } from '@/lib/client/queries/chats';
import { useDeleteMessage, useEditMessage, usePinMessage, useReactToMessage } from '@/lib/client/queries/message-mutations';
import type { Chat, Message, Pin, Reaction } from '@/lib/contract/answers';
import type { HistoryState } from '@/lib/client/chat/history-state';
import { useChatScreen } from '../chat-context';

export type PinScope = 'me' | 'all';

/** What a message's menu does (SPEC.md section 2): the mutations update the cache; this tells failures. */
export function useMessageActions(chat: Chat) {
  const t = useTranslations('conversation');
  const errors = useTranslations('errors');
  const queryClient = useQueryClient();
  const { myId, notify } = useChatScreen();
  const chatId = chat._id;
  const { mutateAsync: sendReaction } = useReactToMessage();
  const { mutateAsync: setPinned } = usePinMessage();
  const { mutateAsync: deleteMessage } = useDeleteMessage();
  const { mutateAsync: saveEdit } = useEditMessage();

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
        try {
          await sendReaction({ chatId, messageId: message._id, emoji: next, optimistic, before });
        } catch (error) {
          fail(error, t('failed.react'));
        }
      },

      async pin(message: Message, scope: PinScope) {
        try {
          await setPinned({ chatId, messageId: message._id, scope, pin: true });
        } catch (error) {
          fail(error, t('failed.pin'));
        }
      },

      async unpin(message: Message | Pin['message'], scope: PinScope) {
        try {
          await setPinned({ chatId, messageId: message._id, scope, pin: false });
        } catch (error) {
          fail(error, t('failed.unpin'));
        }
      },

      async deleteForMe(message: Message) {
        try {
          await deleteMessage({ chatId, messageId: message._id, forAll: false });
        } catch (error) {
          fail(error, t('failed.deleteForMe'));
        }
      },

      async deleteForAll(message: Message) {
        try {
          await deleteMessage({ chatId, messageId: message._id, forAll: true });
        } catch (error) {
          fail(error, t('failed.deleteForAll'));
        }
      },

      async edit(message: Message, newContent: string): Promise<boolean> {
        try {
          await saveEdit({ chatId, messageId: message._id, newContent });
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
  }, [queryClient, chatId, myId, notify, t, errors, sendReaction, setPinned, deleteMessage, saveEdit]);
}

