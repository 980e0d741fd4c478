'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyReadToChats, compareIds, patchChat } from '@/lib/client/chat/cache';
import { chatsKey } from '@/lib/client/queries/chats';
import { useDocumentVisible } from '@/lib/client/chat/use-browser';
import { useMarkRead } from '@/lib/client/queries/chat-mutations';
import { useSocket } from '@/lib/client/socket-context';
import type { Chat, Message } from '@/lib/contract/answers';

interface ReadMarkOptions {
  chat: Chat;
  myId: string;
  /** the loaded window of the chat's history */
  messages: Message[];
  /** newer messages exist beyond the loaded ones */
  hasMoreAfter: boolean;
}

/**
 * The open chat's read mark: it moves up to the newest message that has been on screen while the
 * tab was visible, when that reads something someone else wrote after the mark (over the socket;
 * by the API while it is down). Never to the newest loaded: the sender would see "seen" on
 * messages the reader never had in view. Answers the list's `onSeen`.
 */
export function useReadMark({ chat, myId, messages, hasMoreAfter }: ReadMarkOptions) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const visible = useDocumentVisible();
  const { mutate: markRead } = useMarkRead();
  const chatId = chat._id;
  const [seenId, setSeenId] = useState<string | null>(null);
  const onSeen = useCallback((messageId: string) => setSeenId((current) => (current && compareIds(current, messageId) >= 0 ? current : messageId)), []);
  const lastSent = useRef('');

  useEffect(() => {
    const mark = compareIds(chat.lastReadId ?? '', lastSent.current) > 0 ? (chat.lastReadId ?? '') : lastSent.current;
    if (!visible || !seenId || compareIds(seenId, mark) <= 0) return;
    const fromOthers = (m: Message) => m.sender !== myId;
    if (!messages.some((m) => fromOthers(m) && compareIds(m._id, mark) > 0 && compareIds(m._id, seenId) <= 0)) return;
    lastSent.current = seenId;
    const read = { chatId, lastReadId: seenId };
    // What stays unread below the view (at least one while newer pages are not loaded): opened
    // again, the chat starts there.
    const left = messages.filter((m) => fromOthers(m) && compareIds(m._id, seenId) > 0).length || (hasMoreAfter ? 1 : 0);
    queryClient.setQueryData<Chat[]>(chatsKey, (list) => patchChat(applyReadToChats(list, { ...read, userId: myId }, myId), chatId, (c) => ({ ...c, unreadCount: left })));
    if (socket?.connected) socket.emit('read_chat', read);
    else markRead(read);
  }, [visible, seenId, messages, hasMoreAfter, chat.lastReadId, chatId, myId, socket, queryClient, markRead]);

  return onSeen;
}
