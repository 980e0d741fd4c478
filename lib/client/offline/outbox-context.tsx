'use client';

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { applySentMessage } from '@/lib/client/chat/apply-sent';
import { isUnsure, newClientId, sendMessage } from '@/lib/client/queries/send-message';
import { getStoredUser } from '@/lib/client/session';
import { useSocketEvent } from '@/lib/client/socket-context';
import type { Message } from '@/lib/contract/answers';
import { addEntry, hasWaiting, markWaiting, removeEntry, type OutboxEntry } from './outbox-queue';
import { browserOnline, createOutboxSender } from './outbox-sender';
import { createOutboxStore, type OutboxStore } from './outbox-store';

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

/**
 * The signed-in account's outbox for the whole app: texts written without the network wait in
 * it and go out, in order, when the network (or the socket) is back, whichever page is shown.
 */
export function OutboxProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [myId] = useState(() => getStoredUser()?.id ?? '');
  const [store] = useState(() => createOutboxStore(myId));

  const [sender] = useState(() => createOutboxSender(store, (message) => applySentMessage(queryClient, message, myId)));
  const flush = sender.flush;
  useEffect(() => () => sender.dispose(), [sender]);

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
