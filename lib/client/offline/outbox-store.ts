import { getToken } from '@/lib/client/session';
import type { OutboxChange, OutboxEntry } from './outbox-queue';
import { outboxKeyOf, readOffline, updateOffline } from './offline-store';

// The signed-in account's outbox in this tab: the entries in memory (for the screens, through
// subscribe), every change also made to the stored outbox in IndexedDB so that a reload or a
// closed tab keeps them. The change is applied to what is stored, not written as this tab's copy:
// another tab of the account keeps its own texts there, and a text it wrote stays until it is
// sent (by that tab, or by the next one to load; its clientId keeps a second send from storing
// it twice). One account per tab at a time (a login elsewhere reloads the signed-in screens).

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

  /** Changes what this tab shows; whether anything changed. */
  const show = (apply: OutboxChange): boolean => {
    const next = apply([...entries]);
    if (next.length === entries.length && next.every((e, i) => e === entries[i])) return false;
    entries = next;
    for (const listener of listeners) listener();
    return true;
  };

  const change = (apply: OutboxChange) => {
    if (!show(apply)) return;
    // Signed out meanwhile (an answer landing after logout): the account's texts stay gone.
    if (!getToken()) return;
    writing = writing.then(() => updateOffline<OutboxEntry[]>(key, (stored) => apply([...(stored ?? [])]))).catch(() => undefined);
  };

  // What is stored is shown, not stored again: another tab may have sent some of it meanwhile.
  const loaded = readOffline<OutboxEntry[]>(key)
    .then((stored) => {
      // Entries written before the stored ones were read (a send at once on start) stay too.
      if (stored?.length) show((current) => [...stored.filter((s) => !current.some((c) => c.clientId === s.clientId)), ...current].sort((a, b) => a.writtenAt - b.writtenAt));
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
