'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { msUntilBlockChanges, sendBlock, type SendBlock } from './send-block';
import { NARROW_BREAKPOINT_PX } from './timings';
import type { Chat } from '@/lib/contract/answers';

const NARROW_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`;

/** Under 720 px wide: two views instead of side by side, and hold-to-record. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(NARROW_QUERY);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

/** Whether the tab is visible (a hidden tab does not mark messages read). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    (notify) => {
      document.addEventListener('visibilitychange', notify);
      return () => document.removeEventListener('visibilitychange', notify);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

const encodeBlock = (block: SendBlock | null) => (block ? JSON.stringify(block) : '');

/**
 * Why the user may not post in the chat now (muted, blocked), re-evaluated by a timer at the
 * moment a mute runs out, so the input comes back by itself.
 */
export function useSendBlock(chat: Chat | null | undefined, myId: string | undefined): SendBlock | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        const now = Date.now();
        const delay = msUntilBlockChanges(sendBlock(chat, myId, now), now);
        if (delay !== null)
          timer = setTimeout(() => {
            notify();
            arm();
          }, delay);
      };
      arm();
      return () => clearTimeout(timer);
    },
    [chat, myId],
  );
  const key = useSyncExternalStore(
    subscribe,
    () => encodeBlock(sendBlock(chat, myId, Date.now())),
    () => '',
  );
  return key ? (JSON.parse(key) as SendBlock) : null;
}
