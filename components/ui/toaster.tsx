'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createToastQueue, type QueuedToast, type ToastQueue } from '@/lib/client/chat/toast-queue';
import styles from './toaster.module.css';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  text: string;
  kind: ToastKind;
}

interface ToasterOptions {
  /** how long each notice stays, in ms */
  duration: number;
  /** at most this many at once, the oldest leaving first */
  max?: number;
}

/**
 * The one transient notice system: short texts about the result of the user's own actions
 * (saved, failed, not allowed), gone by themselves. Inline feedback of a form is FormMessage.
 */
export function useToaster({ duration, max = 3 }: ToasterOptions) {
  const [toasts, setToasts] = useState<QueuedToast<Toast>[]>([]);
  const queue = useRef<ToastQueue<Toast> | null>(null);
  useEffect(() => {
    const created = createToastQueue<Toast>(setToasts, duration, max);
    queue.current = created;
    return () => created.dispose();
  }, [duration, max]);
  const notify = useCallback((text: string, kind: ToastKind = 'error') => {
    queue.current?.push({ text, kind });
  }, []);
  return { toasts, notify };
}

interface ToasterProps {
  toasts: QueuedToast<Toast>[];
  /** each notice's data-testid (the e2e tests read them by it) */
  testId: string;
  /** higher up, clear of a message composer at the bottom */
  raised?: boolean;
}

/** Where the notices show: a polite live region at the bottom centre; failures are alerts. */
export function Toaster({ toasts, testId, raised }: ToasterProps) {
  return (
    <div className={`${styles.region} ${raised ? styles.raised : ''}`} role="status" aria-live="polite">
      {toasts.map(({ id, value }) => (
        <div key={id} className={`${styles.toast} ${styles[value.kind]}`} role={value.kind === 'error' ? 'alert' : undefined} data-testid={testId} data-toast-kind={value.kind}>
          {value.kind === 'success' && <span aria-hidden="true">✓ </span>}
          {value.text}
        </div>
      ))}
    </div>
  );
}
