'use client';

import type { QueuedToast } from '@/lib/client/chat/toast-queue';
import { Avatar } from './avatar';
import styles from './ui.module.css';

export interface MessageToast {
  chatId: string;
  title: string;
  body: string;
  avatar: string;
}

export interface Notice {
  text: string;
  kind: 'error' | 'success' | 'info';
}

/** New-message toasts (other chats): a click opens the chat. */
export function MessageToasts({ toasts, onOpen, label }: { toasts: QueuedToast<MessageToast>[]; onOpen: (chatId: string, id: number) => void; label: string }) {
  return (
    <div className={styles.toasts} role="region" aria-label={label} aria-live="polite">
      {toasts.map(({ id, value }) => (
        <button key={id} type="button" className={styles.toast} data-testid="message-toast" onClick={() => onOpen(value.chatId, id)}>
          <Avatar src={value.avatar} size={36} />
          <span className={styles.toastText}>
            <span className={styles.toastTitle}>{value.title}</span>
            <span className={styles.toastBody}>{value.body}</span>
          </span>
        </button>
      ))}
    </div>
  );
}

/** Notices about the user's own actions (failures, muted sends): about 4 s each. */
export function Notices({ notices }: { notices: QueuedToast<Notice>[] }) {
  return (
    <div className={styles.notices} role="status" aria-live="polite">
      {notices.map(({ id, value }) => (
        <div key={id} className={`${styles.notice} ${value.kind === 'error' ? styles.noticeError : value.kind === 'success' ? styles.noticeSuccess : ''}`} data-testid="notice">
          {value.text}
        </div>
      ))}
    </div>
  );
}
