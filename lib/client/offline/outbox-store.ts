import { getToken } from '@/lib/client/session';
import type { OutboxChange, OutboxEntry } from './outbox-queue';
import { outboxKeyOf, readOffline, writeOffline } from './offline-store';

// The signed-in account's outbox in this tab: the entries in memory (for the screens, through
// subscribe), every change written through to IndexedDB so that a reload or a closed tab keeps
// them. One account per tab at a time (a login elsewhere reloads the signed-in screens).

export interface OutboxStore {
  entries: () => readonly OutboxEntry[];
  change: (change: OutboxChange) => void;
  subscribe: (listener: () => void) => () => void;
  /** the entries stored by an earlier visit (or another tab), read once at start */
  loaded: Promise<void>;
}

export function createOutboxStore(userId: string): OutboxStore {
  let entries: readonly OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  // Writes go out in the order of the changes: a slow one never lands after a newer one.
  let writing: Promise<unknown> = Promise.resolve();
  const key = outboxKeyOf(userId);

  const change = (apply: OutboxChange) => {
    const next = apply([...entries]);
    if (next.length === entries.length && next.every((e, i) => e === entries[i])) return;
    entries = next;
    for (const listener of listeners) listener();
    const snapshot = entries;
    // Signed out meanwhile (an answer landing after logout): the account's texts stay gone.
    if (!getToken()) return;
    writing = writing.then(() => writeOffline(key, snapshot)).catch(() => undefined);
  };

  const loaded = readOffline<OutboxEntry[]>(key)
    .then((stored) => {
      // Entries written before the stored ones were read (a send at once on start) stay too.
      if (stored?.length) change((current) => [...stored.filter((s) => !current.some((c) => c.clientId === s.clientId)), ...current].sort((a, b) => a.writtenAt - b.writtenAt));
    })
    .catch(() => undefined);

  return {
    entries: () => entries,
    change,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded,
  };
}
