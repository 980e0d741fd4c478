'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HistoryState } from '@/lib/client/chat/history-state';
import { historyKey } from '@/lib/client/queries/chats';
import { fetchReplyTarget } from '@/lib/client/queries/drafts';
import type { Chat, Message } from '@/lib/contract/answers';

/**
 * The reply a chat's draft was answering, found when the chat opens (in the loaded history, else
 * read from the server); null while there is none. Only the draft found on opening counts: later
 * replies are started and cancelled here.
 */
export function useDraftReply(chat: Chat): Message | null {
  const queryClient = useQueryClient();
  const [found, setFound] = useState<Message | null>(null);
  const [initial] = useState(() => ({ chatId: chat._id, replyTo: chat.draft?.replyTo ?? null }));
  useEffect(() => {
    const { chatId, replyTo } = initial;
    if (!replyTo) return;
    let live = true;
    const loaded = queryClient.getQueryData<HistoryState>(historyKey(chatId))?.messages.find((m) => m._id === replyTo);
    (loaded ? Promise.resolve(loaded) : fetchReplyTarget(chatId, replyTo))
      .then((message) => live && message && setFound(message))
      .catch(() => undefined); // gone or unreadable: the draft's text comes back without it
    return () => {
      live = false;
    };
  }, [initial, queryClient]);
  return found;
}
