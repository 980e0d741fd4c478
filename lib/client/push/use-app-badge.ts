'use client';

import { useEffect } from 'react';
import type { Chat } from '@/lib/contract/answers';
import { UNREAD_MESSAGE } from './notification-content';

type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * The app badge (an installed app's icon) shows the total unread, from the chat list while a page
 * is open; the service worker is told each chat's count, to go on from there with pushes.
 */
export function useAppBadge(chats: Chat[]): void {
  useEffect(() => {
    const counts = Object.fromEntries(chats.map((chat) => [chat._id, chat.unreadCount ?? 0]));
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const nav = navigator as BadgeNavigator;
    void (total ? nav.setAppBadge?.(total) : nav.clearAppBadge?.())?.catch(() => undefined);
    navigator.serviceWorker?.controller?.postMessage({ type: UNREAD_MESSAGE, counts });
  }, [chats]);
}
