'use client';

import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { useChatEvents, type ChatScreenHooks } from './use-chat-events';

const ScreenHooksContext = createContext<RefObject<ChatScreenHooks | null> | null>(null);

/**
 * Keeps the chat cache current for the whole signed-in app, whichever page is shown: the socket
 * events are applied here, once, next to the one socket and the one query cache (AppProviders).
 */
export function ChatSyncProvider({ children }: { children: React.ReactNode }) {
  const screen = useRef<ChatScreenHooks | null>(null);
  const { data: me } = useCurrentUser();
  useChatEvents(me ? String(me.id ?? me._id ?? '') : undefined, screen);
  return <ScreenHooksContext.Provider value={screen}>{children}</ScreenHooksContext.Provider>;
}

/** The chat screen's part of the event handling (reading, toasts, typing) while it is mounted. */
export function useChatScreenHooks(hooks: ChatScreenHooks): void {
  const screenRef = useContext(ScreenHooksContext);
  useEffect(() => {
    if (screenRef) screenRef.current = hooks;
  });
  useEffect(() => {
    if (!screenRef) return;
    return () => {
      screenRef.current = null;
    };
  }, [screenRef]);
}
