import { NEW_MESSAGE_TOAST_MS } from './timings';

export interface QueuedToast<T> {
  id: number;
  value: T;
}

export interface ToastQueue<T> {
  /** shows a toast for the queue's duration; answers its id */
  push(value: T): number;
  dismiss(id: number): void;
  items(): QueuedToast<T>[];
  dispose(): void;
}

/**
 * Toasts that go away by themselves (new message 3.5 s, notices 4 s); at most `max` at once,
 * the oldest leaving first.
 */
export function createToastQueue<T>(onChange: (items: QueuedToast<T>[]) => void, duration = NEW_MESSAGE_TOAST_MS, max = 3): ToastQueue<T> {
  let items: QueuedToast<T>[] = [];
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    const before = items.length;
    items = items.filter((item) => item.id !== id);
    if (items.length !== before) onChange(items);
  };

  return {
    push(value) {
      const id = nextId++;
      items = [...items, { id, value }];
      while (items.length > max) {
        const oldest = items[0];
        clearTimeout(timers.get(oldest.id));
        timers.delete(oldest.id);
        items = items.slice(1);
      }
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      onChange(items);
      return id;
    },
    dismiss,
    items: () => items,
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      items = [];
    },
  };
}
