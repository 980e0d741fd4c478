'use client';

import type { QueuedToast } from '@/lib/client/chat/toast-queue';
import { Avatar } from '@/components/ui/avatar';
import styles from './ui.module.css';
import { EmojiText } from '@/components/emoji/emoji-text';

export interface MessageToast {
  chatId: string;
  title: string;
  body: string;
  avatar: string;
}

/** New-message toasts (other chats): a click opens the chat. */
export function MessageToasts({ toasts, onOpen, label }: { toasts: QueuedToast<MessageToast>[]; onOpen: (chatId: string, id: number) => void; label: string }) {
  return (
    <div className={styles.toasts} role="region" aria-label={label} aria-live="polite">
      {toasts.map(({ id, value }) => (
        <button key={id} type="button" className={styles.toast} data-testid="message-toast" onClick={() => onOpen(value.chatId, id)}>
          <Avatar src={value.avatar} size={36} />
          <span className={styles.toastText}>
            <span className={styles.toastTitle} dir="auto">
              <EmojiText text={value.title} />
            </span>
            <span className={styles.toastBody} dir="auto">
              <EmojiText text={value.body} />
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}
