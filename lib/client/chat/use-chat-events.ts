'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useSocket, useSocketEvent } from '@/lib/client/socket-context';
import { queryKeys } from '@/lib/client/queries/keys';
import {
  addMessage,
  applyDeleteToChats,
  applyEditToChats,
  applyMessageToChats,
  applyRead,
  applyReadToChats,
  deleteMessage,
  editMessage,
  editPinsOf,
  mergePinsEvent,
  patchChat,
  previousMessage,
  removeChat,
  removePinsOf,
  setPreview,
  setReactions,
  upsertChat,
} from './cache';
import { catchUp, changeHistory as changeCachedHistory, chatsKey, historyKey, pinsKey, readChatsAgainAfterRead, rememberArrival, type HistoryChange } from '@/lib/client/queries/chats';
import type { TypingTracker } from './typing';
import type { Chat, Message, Pin } from '@/lib/contract/answers';
import type { ChatUpdate } from '@/lib/contract/socket-events';
import type { HistoryState } from '@/lib/client/chat/history-state';

export const onlineKey = queryKeys.chats.online();

/** What the chat screen, while it is mounted, adds to the app-wide handling of the events. */
export interface ChatScreenHooks {
  activeChatId: string | null;
  /** the user is looking at this chat now (open, tab visible) */
  isReading: (chatId: string) => boolean;
  /** a message from someone else arrived (the screen decides about a toast) */
  onIncoming: (message: Message) => void;
  /** the chat is gone for this user (group deleted, removed from it) */
  onChatGone: (chatId: string) => void;
  typing: TypingTracker;
}

/**
 * The socket events of API.md applied to the React Query cache: each one changes the data it is
 * about (chat list, one history, pins), nothing is refetched but what cannot be known otherwise
 * (a chat the list does not hold; after a reconnect, the list and what the open chat missed).
 *
 * Mounted once for the whole signed-in app (ChatSyncProvider), not by the chat screen: on the
 * group page or the sticker page the cache stays current, so /chat shows what happened meanwhile.
 * `screen` holds the chat screen's hooks while it is mounted (null elsewhere: nobody is reading a
 * chat, no toasts, no typing indicator).
 */
export function useChatEvents(myId: string | undefined, screen: RefObject<ChatScreenHooks | null>): void {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const latestId = useRef(myId);
  useEffect(() => {
    latestId.current = myId;
  });
  const wasDisconnected = useRef(false);

  // Only a list that was loaded is changed: an empty one made up here would never be fetched.
  const setChats = (update: (chats: Chat[]) => Chat[]) => queryClient.setQueryData<Chat[]>(chatsKey, (chats) => chats && update(chats));
  const setHistory = (chatId: string, update: HistoryChange) => queryClient.setQueryData<HistoryState>(historyKey(chatId), update);
  const changeHistory = (chatId: string, change: HistoryChange) => changeCachedHistory(queryClient, chatId, change);
  const dropChat = (chatId: string) => {
    setChats((chats) => removeChat(chats, chatId));
    queryClient.removeQueries({ queryKey: historyKey(chatId) });
    queryClient.removeQueries({ queryKey: pinsKey(chatId) });
    screen.current?.onChatGone(chatId);
  };

  useSocketEvent('receive_message', (message) => {
    const myId = latestId.current;
    const hooks = screen.current;
    if (!myId || !message?.chatId) return;
    // Into the loaded history (unless it is a window short of the newest: addMessage leaves that
    // alone), and to any page of the chat on its way, which may have been read before it was stored.
    setHistory(message.chatId, (h) => addMessage(h, message));
    rememberArrival(message.chatId, message);
    let known = true;
    setChats((chats) => {
      const result = applyMessageToChats(chats, message, { myId, reading: !!hooks?.isReading(message.chatId) });
      known = result.known;
      // A send of mine (from any device) ended my draft there: the server removed it with the send.
      return message.sender === myId ? patchChat(result.chats, message.chatId, (chat) => ({ ...chat, draft: null })) : result.chats;
    });
    if (!known) void queryClient.invalidateQueries({ queryKey: chatsKey });
    readChatsAgainAfterRead(queryClient);
    if (message.sender && message.sender !== myId) {
      hooks?.typing.stopped(message.chatId, message.sender);
      hooks?.onIncoming(message);
    }
  });

  useSocketEvent('message', ({ action, message }) => {
    if (!message?.chatId) return;
    const chatId = message.chatId;
    if (action === 'edit') {
      changeHistory(chatId, (h) => editMessage(h, message));
      setChats((chats) => applyEditToChats(chats, message, latestId.current));
      queryClient.setQueryData<Pin[]>(pinsKey(chatId), (pins) => editPinsOf(pins, message));
      return;
    }
    if (action === 'preview') {
      changeHistory(chatId, (h) => setPreview(h, message._id, message.preview));
      return;
    }
    if (action === 'delete') {
      const previous = previousMessage(queryClient.getQueryData<HistoryState>(historyKey(chatId)), message._id);
      changeHistory(chatId, (h) => deleteMessage(h, message._id));
      setChats((chats) => applyDeleteToChats(chats, chatId, message._id, previous));
      queryClient.setQueryData<Pin[]>(pinsKey(chatId), (pins) => removePinsOf(pins, message._id));
    }
  });

  useSocketEvent('message_read', (read) => {
    const myId = latestId.current;
    if (!myId || !read?.chatId) return;
    changeHistory(read.chatId, (h) => applyRead(h, read.userId, read.lastReadId));
    setChats((chats) => applyReadToChats(chats, read, myId));
  });

  useSocketEvent('message_reacted', ({ chatId, messageId, reactions }) => {
    changeHistory(chatId, (h) => setReactions(h, messageId, reactions ?? []));
  });

  const onChat = (chat: ChatUpdate) => {
    const myId = latestId.current;
    if (!myId || !chat) return;
    const chatId = String(chat._id ?? chat.id);
    const list = queryClient.getQueryData<Chat[]>(chatsKey);
    const next = upsertChat(list, chat, myId);
    if (!next.some((c) => c._id === chatId)) dropChat(chatId);
    else if (list) queryClient.setQueryData<Chat[]>(chatsKey, next);
    readChatsAgainAfterRead(queryClient);
  };
  useSocketEvent('chat_updated', onChat);
  useSocketEvent('new_chat', (chat) => {
    onChat(chat);
    const chatId = chat?._id ?? chat?.id;
    if (chatId) socket?.emit('join_room', chatId);
  });

  // The user's draft changed on another device (or ended with a send): the list shows it.
  useSocketEvent('draft_updated', ({ chatId, draft }) => setChats((chats) => patchChat(chats, chatId, (chat) => ({ ...chat, draft: draft ?? null }))));

  useSocketEvent('online_users', (ids) => {
    queryClient.setQueryData<string[]>(onlineKey, Array.isArray(ids) ? ids : []);
  });

  useSocketEvent('pinned_message', ({ chatId, pins }) => {
    const key = pinsKey(chatId);
    if (!queryClient.getQueryData(key)) return;
    const merged = mergePinsEvent(queryClient.getQueryData<Pin[]>(key), pins ?? []);
    queryClient.setQueryData<Pin[]>(key, merged.pins);
    if (merged.uncertain) void queryClient.invalidateQueries({ queryKey: key });
  });

  useSocketEvent('typing', ({ chatId, userId, username }) => {
    if (userId !== latestId.current) screen.current?.typing.typing(chatId, userId, username ?? '');
  });
  useSocketEvent('stop_typing', ({ chatId, userId }) => {
    screen.current?.typing.stopped(chatId, userId);
  });

  useSocketEvent('disconnect', () => {
    wasDisconnected.current = true;
  });

  // Back after a disconnect: the list again, and what the open chat missed (after=newest, page by
  // page); other chats' histories (all of them when /chat is not shown) are dropped, to be loaded
  // afresh when opened.
  useSocketEvent('connect', () => {
    if (!wasDisconnected.current) return;
    wasDisconnected.current = false;
    const activeChatId = screen.current?.activeChatId ?? null;
    screen.current?.typing.reset();
    void queryClient.invalidateQueries({ queryKey: chatsKey });
    queryClient.removeQueries({
      predicate: (query) => {
        const [scope, kind, chatId] = query.queryKey as string[];
        return scope === queryKeys.chats.all[0] && (kind === 'history' || kind === 'pins') && chatId !== activeChatId;
      },
    });
    if (activeChatId) {
      void catchUp(queryClient, activeChatId).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: pinsKey(activeChatId) });
    }
  });
}
