import { isUnsure, refusalCode, sendMessageOnce } from '@/lib/client/queries/send-message';
import type { Message } from '@/lib/contract/answers';
import { createFlusher, nextWaiting } from './outbox-queue';
import type { OutboxStore } from './outbox-store';

/** After a send without an answer while the browser says it is online: the next try (ms). */
const RETRY_ONLINE_MS = 5_000;

export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

export interface OutboxSender {
  /** Sends what waits, when the browser is online (else nothing: the `online` event calls again). */
  flush: () => Promise<void>;
  dispose: () => void;
}

/** Sends an account's outbox through POST /messages/send, each text under its own clientId. */
export function createOutboxSender(store: OutboxStore, onSent: (message: Message) => void): OutboxSender {
  const run = createFlusher<Message>({
    entries: store.entries,
    change: store.change,
    send: ({ chatId, content, replyTo, clientId }) => sendMessageOnce({ chatId, type: 'text', content, ...(replyTo ? { replyTo } : {}) }, clientId),
    isUnsure,
    codeOf: refusalCode,
    onSent: (_, message) => onSent(message),
  });
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const flush = async (): Promise<void> => {
    if (!browserOnline()) return;
    await run();
    // Still waiting although online: the server did not answer; try again a little later.
    if (nextWaiting(store.entries()) && browserOnline() && !retryTimer) {
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void flush();
      }, RETRY_ONLINE_MS);
    }
  };
  return {
    flush,
    dispose: () => {
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}

