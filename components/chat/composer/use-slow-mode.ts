'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';
import { ApiClientError } from '@/lib/client/api';
import type { Chat } from '@/lib/contract/answers';

/**
 * Slow mode as the composer sees it: until when this plain member waits before the next send.
 * It counts from their own last send here, or from the server's word (the chat's
 * `slowModeUntil`, a 429 SLOW_MODE's `retryAfterSeconds`). `waiting` changes only when the wait
 * starts or ends (the countdown ticks in SlowModeNote alone). Owner and admins never wait.
 */
export function useSlowMode(chat: Chat) {
  const seconds = chat.type === 'group' && (chat.myRole ?? 'member') === 'member' ? (chat.slowModeSeconds ?? 0) : 0;
  const [local, setLocal] = useState<{ chatId: string; until: number } | null>(null);
  const fromServer = chat.slowModeUntil ? Date.parse(chat.slowModeUntil) : 0;
  const until = seconds ? Math.max(local?.chatId === chat._id ? local.until : 0, fromServer) : 0;
  const subscribe = useCallback(
    (notify: () => void) => {
      const timer = setTimeout(notify, Math.max(0, until - Date.now()) + 20);
      return () => clearTimeout(timer);
    },
    [until],
  );
  const waiting = useSyncExternalStore(
    subscribe,
    () => until > Date.now(),
    () => false,
  );

  /** after a send of one's own: the next one waits the whole interval */
  const sent = useCallback(() => {
    if (seconds) setLocal({ chatId: chat._id, until: Date.now() + seconds * 1000 });
  }, [seconds, chat._id]);

  /** after a refusal: when it was slow mode, the wait the server gave */
  const refused = useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.code === 'SLOW_MODE') setLocal({ chatId: chat._id, until: Date.now() + (error.retryAfterSeconds ?? seconds) * 1000 });
    },
    [seconds, chat._id],
  );

  return { until, waiting, sent, refused };
}
