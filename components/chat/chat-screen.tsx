'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ApiClientError, errorText } from '@/lib/client/api';
import { upsertChat } from '@/lib/client/chat/cache';
import { applySentMessage } from '@/lib/client/chat/apply-sent';
import { chatAvatar, chatTitle } from '@/lib/client/chat/display';
import { chatsKey, useChats } from '@/lib/client/queries/chats';
import { useOpenDirectChat } from '@/lib/client/queries/chat-mutations';
import { useJoinGroup } from '@/lib/client/queries/group-mutations';
import { chatToOpenOnArrival, forgetChatToOpen, notificationsEnabled, storeActiveChat, storedActiveChat } from '@/lib/client/chat/storage';
import { notifyFromPage } from '@/lib/client/push/page-notification';
import { useAppBadge } from '@/lib/client/push/use-app-badge';
import { NEW_MESSAGE_TOAST_MS, NOTICE_MS } from '@/lib/client/chat/timings';
import { createToastQueue, type QueuedToast, type ToastQueue } from '@/lib/client/chat/toast-queue';
import { createTypingTracker } from '@/lib/client/chat/typing';
import type { Chat, Message } from '@/lib/contract/answers';
import { useDocumentVisible, useNarrow } from '@/lib/client/chat/use-browser';
import { useChatScreenHooks } from '@/lib/client/chat/chat-sync';
import { onlineKey } from '@/lib/client/chat/use-chat-events';
import { clearSession } from '@/lib/client/session';
import { useSocket } from '@/lib/client/socket-context';
import { configQuery } from '@/lib/client/queries/config';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { useChatFromNotification } from '@/lib/client/push/use-chat-from-notification';
import { Toaster, useToaster } from '@/components/ui/toaster';
import { ChatHeader } from './chat-header';
import { OfflineBanner } from './offline-banner';
import { ChatScreenProvider, type ChatScreenValue, type MessageFocus } from './chat-context';
import styles from './chat-screen.module.css';
import { ConversationLoading, EmptyConversation } from './conversation/empty-conversation';
import { Sidebar } from './sidebar/sidebar';
import { usePreviewText } from './texts';
import { MessageToasts, type MessageToast } from './ui/message-toasts';

// The settings dialog (and its forms and schemas) loads when first opened, not with the page.
const loadSettings = () => import('@/components/settings/settings-dialog');
const SettingsDialog = dynamic(() => loadSettings().then((m) => m.SettingsDialog));

// The conversation (the virtualized list, the composer and its pickers) is a chunk of its own, so
// the chat list does not wait for it: the page asks for it as soon as it has mounted, which is
// before a first chat can be opened by hand (bench "firstload": /chat under 250 KB gzip).
const loadConversation = () => import('./conversation/conversation');
const Conversation = dynamic(() => loadConversation().then((m) => m.Conversation), { loading: () => <ConversationLoading /> });

/**
 * /chat (SPEC.md section 2): header, chat-list sidebar, conversation, toasts. Live over the tab's
 * socket; on narrow screens the sidebar and the conversation are two views.
 */
export function ChatScreen() {
  const t = useTranslations('chatScreen');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const myId = String(me?.id ?? me?._id ?? '');
  const narrow = useNarrow();
  const visible = useDocumentVisible();
  const chatsQuery = useChats();
  const chats = useMemo(() => chatsQuery.data ?? [], [chatsQuery.data]);
  const onlineQuery = useQuery<string[]>({ queryKey: onlineKey, queryFn: () => [], staleTime: Infinity, enabled: false });
  const online = useMemo(() => new Set(onlineQuery.data ?? []), [onlineQuery.data]);
  // Who is online, asked for whenever the screen mounts: the list sent after `setup` may have
  // come while another page was shown (or long ago). A socket not connected yet gets it after setup.
  const socket = useSocket();
  useEffect(() => {
    if (socket?.connected) socket.emit('get_online_users');
  }, [socket]);

  useEffect(() => {
    void loadConversation();
  }, []);

  // A phone starts on the chat list, unless another page sent the user to a chat.
  const [activeChatId, setActiveChatId] = useState<string | null>(() =>
    window.matchMedia('(max-width: 719.98px)').matches ? chatToOpenOnArrival() : storedActiveChat(),
  );
  useEffect(() => forgetChatToOpen(), []);
  const activeChat = chats.find((c) => c._id === activeChatId) ?? null;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);

  // ---- toasts and notices ----
  const [toasts, setToasts] = useState<QueuedToast<MessageToast>[]>([]);
  const toastQueue = useRef<ToastQueue<MessageToast> | null>(null);
  useEffect(() => {
    const messagesQueue = createToastQueue<MessageToast>(setToasts, NEW_MESSAGE_TOAST_MS);
    toastQueue.current = messagesQueue;
    return () => messagesQueue.dispose();
  }, []);
  const { toasts: notices, notify } = useToaster({ duration: NOTICE_MS });

  // ---- typing of others ----
  const [typingVersion, bumpTyping] = useReducer((n: number) => n + 1, 0);
  const [typing] = useState(() => createTypingTracker(() => bumpTyping()));

  const openChat = useCallback((chatId: string | null) => {
    setActiveChatId(chatId);
    storeActiveChat(chatId);
  }, []);

  useChatFromNotification(openChat);
  useAppBadge(chats);

  const [focus, setFocus] = useState<MessageFocus | null>(null);
  const openChatAt = useCallback(
    (chatId: string, messageId: string) => {
      openChat(chatId);
      setFocus((current) => ({ chatId, messageId, seq: (current?.seq ?? 0) + 1 }));
    },
    [openChat],
  );

  const previewText = usePreviewText();

  // The socket events are applied to the cache app-wide (ChatSyncProvider); what only this screen
  // knows (which chat is read, toasts, typing) it adds while mounted.
  useChatScreenHooks({
    activeChatId,
    typing,
    isReading: (chatId) => chatId === activeChatId && visible,
    onChatGone: (chatId) => {
      if (chatId === activeChatId) openChat(null);
    },
    onIncoming: (message) => {
      if (message.chatId === activeChatId && visible) return;
      const chat = queryClient.getQueryData<Chat[]>(chatsKey)?.find((c) => c._id === message.chatId);
      if (chat?.notificationsMuted || !notificationsEnabled()) return;
      const sender = message.senderUsername || '';
      const title = chat ? chatTitle(chat, myId) || sender : sender;
      const body = previewText(message, chat ?? undefined);
      const line = chat?.type === 'group' && sender ? `${sender}: ${body}` : body;
      const avatar = chat ? chatAvatar(chat, myId) : '';
      toastQueue.current?.push({ chatId: message.chatId, title, body: line, avatar });
      // A tab in the background is heard too: the same system notification a push would give.
      if (!visible || !document.hasFocus()) void notifyFromPage({ type: 'message', chatId: message.chatId, messageId: message._id, title, body: line, icon: avatar, tag: message.chatId, url: `/chat?chat=${message.chatId}` });
    },
  });

  const onSent = useCallback(
    (message: Message) => applySentMessage(queryClient, message, myId),
    [queryClient, myId],
  );

  /** A chat the user just opened or created: into the list (if new) and open. */
  const showChat = useCallback(
    (chat: Chat) => {
      const chatId = String(chat._id ?? chat.id);
      queryClient.setQueryData<Chat[]>(chatsKey, (list) => (list?.some((c) => c._id === chatId) ? list : upsertChat(list, chat, myId)));
      openChat(chatId);
    },
    [queryClient, myId, openChat],
  );

  const config = () => queryClient.fetchQuery(configQuery);
  const { mutateAsync: openDirectChat } = useOpenDirectChat();
  const { mutateAsync: joinGroup } = useJoinGroup();

  const contactSupport = async () => {
    try {
      const { supportUserId } = await config();
      showChat(await openDirectChat(supportUserId));
    } catch (error) {
      notify(errorText(error, t('supportFailed')));
    }
  };

  const joinSupportGroup = async () => {
    try {
      const { supportGroupId } = await config();
      showChat(await joinGroup(supportGroupId));
    } catch (error) {
      // SPEC.md section 8: a 401 here clears the session and asks to log in to join the group.
      if (error instanceof ApiClientError && error.status === 401) {
        clearSession();
        window.location.replace('/login?redirectToGroup=1');
        return;
      }
      notify(errorText(error, t('supportGroupFailed')));
    }
  };

  const value: ChatScreenValue = useMemo(
    () => ({ myId, locale, narrow, online, chats, typing, typingVersion, notify, activeChatId: activeChat?._id ?? null, openChat, focus, openChatAt, onSent }),
    [myId, locale, narrow, online, chats, typing, typingVersion, notify, activeChat, openChat, focus, openChatAt, onSent],
  );

  const showList = !narrow || !activeChat;
  const showConversation = !narrow || !!activeChat;

  return (
    <ChatScreenProvider value={value}>
      <div className={styles.screen} data-view={narrow ? (activeChat ? 'conversation' : 'list') : 'both'}>
        <ChatHeader
          activeChat={activeChat}
          onBack={() => openChat(null)}
          onSettings={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
          onSettingsIntent={() => void loadSettings()}
          onContactSupport={contactSupport}
          onSupportGroup={joinSupportGroup}
        />
        <OfflineBanner />
        <div className={styles.body}>
          {showList && (
            <Sidebar
              chats={chats}
              loading={chatsQuery.isPending}
              failed={chatsQuery.isError}
              onRetry={() => void chatsQuery.refetch()}
              activeChatId={activeChat?._id ?? null}
              onOpen={openChat}
              onChatCreated={showChat}
            />
          )}
          {showConversation && (activeChat ? <Conversation key={activeChat._id} chat={activeChat} /> : <EmptyConversation />)}
        </div>
      </div>
      <MessageToasts
        toasts={toasts}
        label={t('newMessages')}
        onOpen={(chatId, id) => {
          toastQueue.current?.dismiss(id);
          openChat(chatId);
        }}
      />
      <Toaster toasts={notices} testId="notice" raised />
      {settingsUsed && <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
    </ChatScreenProvider>
  );
}
