'use client';

import { useEffect } from 'react';
import { OPEN_CHAT_MESSAGE } from './notification-content';

/**
 * The chat a notification asks for: `/chat?chat=<id>` when it opened a new window (the parameter
 * is then dropped from the address), or a message from the service worker when it focused an
 * open one.
 */
export function useChatFromNotification(openChat: (chatId: string) => void): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const asked = url.searchParams.get('chat');
    if (asked) {
      openChat(asked);
      url.searchParams.delete('chat');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; chatId?: string } | null;
      if (data?.type === OPEN_CHAT_MESSAGE && data.chatId) openChat(data.chatId);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [openChat]);
}
