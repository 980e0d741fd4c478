'use client';

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { applySentMessage } from '@/lib/client/chat/apply-sent';
import { isUnsure, newClientId, refusalCode, sendMessage, sendMessageOnce } from '@/lib/client/queries/send-message';
import { getStoredUser } from '@/lib/client/session';
import { useSocketEvent } from '@/lib/client/socket-context';
import type { Message } from '@/lib/contract/answers';
import { addEntry, createFlusher, hasWaiting, markWaiting, nextWaiting, removeEntry, type OutboxEntry } from './outbox-queue';
import { createOutboxStore, type OutboxStore } from './outbox-store';

/** After a send without an answer while the browser says it is online: the next try (ms). */
const RETRY_ONLINE_MS = 5_000;

export interface TextToSend {
  chatId: string;
  content: string;
  replyTo?: string;
}

interface OutboxValue {
  store: OutboxStore;
  /** Sends a text now, or keeps it in the outbox (offline, no answer, earlier texts waiting): null then. */
  sendText: (text: TextToSend) => Promise<Message | null>;
  retry: (clientId: string) => void;
  remove: (clientId: string) => void;
}

const OutboxContext = createContext<OutboxValue | null>(null);

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The signed-in account's outbox for the whole app: texts written without the network wait in
 * it and go out, in order, when the network (or the socket) is back, whichever page is shown.
 */
export function OutboxProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [myId] = useState(() => getStoredUser()?.id ?? '');
  const [store] = useState(() => createOutboxStore(myId));

  const flush = useMemo(() => {
    const run = createFlusher<Message>({
      entries: store.entries,
      change: store.change,
      send: ({ chatId, content, replyTo, clientId }) => sendMessageOnce({ chatId, type: 'text', content, ...(replyTo ? { replyTo } : {}) }, clientId),
      isUnsure,
      codeOf: refusalCode,
      onSent: (_, message) => applySentMessage(queryClient, message, myId),
    });
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    const flushNow = async (): Promise<void> => {
      if (!browserOnline()) return;
      await run();
      // Still waiting although online: the server did not answer; try again a little later.
      if (nextWaiting(store.entries()) && browserOnline() && !retryTimer) {
        retryTimer = setTimeout(() => {
          retryTimer = null;
          void flushNow();
        }, RETRY_ONLINE_MS);
      }
    };
    return flushNow;
  }, [store, queryClient, myId]);

  useEffect(() => {
    void store.loaded.then(flush);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [store, flush]);
  useSocketEvent('connect', () => void flush());

  const sendText = useCallback(
    async ({ chatId, content, replyTo }: TextToSend) => {
      const entry: OutboxEntry = { clientId: newClientId(), chatId, content, replyTo, writtenAt: Date.now(), state: 'waiting' };
      // Behind texts of this chat still waiting: it goes after them, never before.
      if (!browserOnline() || hasWaiting(store.entries(), chatId)) {
        store.change(addEntry(entry));
        void flush();
        return null;
      }
      try {
        return await sendMessage({ chatId, type: 'text', content, replyTo }, entry.clientId);
      } catch (error) {
        if (!isUnsure(error)) throw error;
        store.change(addEntry(entry));
        return null;
      }
    },
    [store, flush],
  );

  const value = useMemo<OutboxValue>(
    () => ({
      store,
      sendText,
      retry: (clientId) => {
        store.change(markWaiting(clientId));
        void flush();
      },
      remove: (clientId) => store.change(removeEntry(clientId)),
    }),
    [store, sendText, flush],
  );

  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

export function useOutbox(): OutboxValue {
  const value = useContext(OutboxContext);
  if (!value) throw new Error('useOutbox needs OutboxProvider (AppProviders)');
  return value;
}

/** The texts of one chat still in the outbox, oldest first. */
export function useOutboxEntries(chatId: string): OutboxEntry[] {
  const { store } = useOutbox();
  const all = useSyncExternalStore(store.subscribe, store.entries, () => store.entries());
  return useMemo(() => all.filter((e) => e.chatId === chatId), [all, chatId]);
}
