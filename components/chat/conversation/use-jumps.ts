'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { ApiClientError } from '@/lib/client/api';
import { showAround, showFirstUnread } from '@/lib/client/queries/chats';
import type { Chat } from '@/lib/contract/answers';
import { useChatScreen, type MessageFocus } from '../chat-context';
import type { MessageListControl } from './use-history-scroll';

/** Focus requests already acted on: a conversation mounted again later must not jump again. */
const handledFocus = new WeakSet<MessageFocus>();

/** A read mark before every message: the user has read nothing of the chat. */
const NO_MESSAGE_ID = '0'.repeat(24);

/**
 * How long a jump keeps looking, frame by frame, for its message on screen after loading its
 * page. A time, not a count of frames: on a starved main thread the new window can take many
 * frames to render and measure its rows.
 */
const REVEAL_TIMEOUT_MS = 5_000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Asks `found` once a frame until it answers true (then true), or until `ms` have passed (then false). */
async function eachFrameUntil(found: () => boolean, ms: number): Promise<boolean> {
  const giveUpAt = performance.now() + ms;
  do {
    if (found()) return true;
    await nextFrame();
  } while (performance.now() < giveUpAt);
  return false;
}

interface JumpOptions {
  chat: Chat;
  listControl: RefObject<MessageListControl | null>;
  /** highlights a message jumped to */
  onHighlight: (messageId: string) => void;
}

/**
 * Where the conversation shows its history: at a message the chat screen asks for (`focus`: search
 * results, reply quotes, pins), at the first unread message when the chat opens with some, else at
 * the newest. Answers whether the newest page may be loaded yet (not while the opening jump is
 * deciding: it would be shown, then replaced), and the read mark the chat opened with when it had
 * unread messages (the list puts its divider after it).
 */
export function useJumps({ chat, listControl, onHighlight }: JumpOptions) {
  const queryClient = useQueryClient();
  const t = useTranslations('conversation');
  const { myId, notify, focus } = useChatScreen();
  const chatId = chat._id;
  const focusHere = focus?.chatId === chatId && !handledFocus.has(focus) ? focus : null;
  // Decided once, as the conversation opens.
  const [opening] = useState<'focus' | 'unread' | 'newest'>(() => (focusHere ? 'focus' : (chat.unreadCount ?? 0) > 0 ? 'unread' : 'newest'));
  const [settled, setSettled] = useState(opening === 'newest');
  const [openingMark] = useState(() => ({ lastReadId: chat.lastReadId ?? null, myId }));

  /** Waits until the message is rendered, then scrolls to it (`show` answers false until it is there). */
  const reveal = useCallback(
    (show: (list: MessageListControl) => boolean) => eachFrameUntil(() => Boolean(listControl.current && show(listControl.current)), REVEAL_TIMEOUT_MS),
    [listControl],
  );

  const jumpTo = useCallback(
    async (messageId: string) => {
      let loaded: boolean;
      // The page around the message, when it replaces the loaded one, opens there.
      void reveal((list) => {
        list.openNextAt(messageId);
        return true;
      });
      try {
        loaded = await showAround(queryClient, chatId, messageId);
      } catch (error) {
        const gone = error instanceof ApiClientError && error.code === 'NOT_FOUND';
        notify(gone ? t('messageNotFound') : t('loadFailed'), gone ? 'info' : 'error');
        return;
      } finally {
        setSettled(true);
      }
      // A message already on the page glides into view; a new page jumps there at once.
      if (await reveal((list) => list.reveal(messageId, !loaded))) onHighlight(messageId);
    },
    [queryClient, chatId, notify, t, reveal, onHighlight],
  );

  useEffect(() => {
    if (!focusHere) return;
    handledFocus.add(focusHere);
    void jumpTo(focusHere.messageId);
  }, [focusHere, jumpTo]);

  // The list opens at the unread divider by itself once its window holds the first unread message.
  useEffect(() => {
    if (opening !== 'unread') return;
    showFirstUnread(queryClient, chatId, openingMark)
      .catch(() => undefined)
      .finally(() => setSettled(true));
  }, [opening, queryClient, chatId, openingMark]);

  return { historyEnabled: settled, unreadAfter: opening === 'unread' ? (openingMark.lastReadId ?? NO_MESSAGE_ID) : null };
}
