'use client';

import { useEffect, useRef } from 'react';
import { mutedChats, MUTED_CHATS_KEY } from '@/lib/client/chat/storage';
import type { Chat } from '@/lib/contract/answers';
import { useSetChatMuted } from '@/lib/client/queries/push';

/**
 * Chats muted before the server kept mutes were listed in this browser (localStorage
 * `mutedChats`): once the chat list is loaded, each is muted on the server and the local list
 * goes, so the mute now follows the account to every device and to its pushes.
 */
export function useMigrateLocalMutes(chats: Chat[] | undefined): void {
  const { mutateAsync: setMuted } = useSetChatMuted();
  const started = useRef(false);
  useEffect(() => {
    if (!chats?.length || started.current) return;
    const local = mutedChats();
    if (!local.length) return;
    started.current = true;
    const mine = new Set(chats.map((chat) => chat._id));
    void Promise.allSettled(local.filter((id) => mine.has(id)).map((chatId) => setMuted({ chatId, muted: true }))).then(() => localStorage.removeItem(MUTED_CHATS_KEY));
  }, [chats, setMuted]);
}
