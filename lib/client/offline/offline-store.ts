import { clear, createStore, del, get, set, update, type UseStore } from 'idb-keyval';

// What the browser keeps of an account for working without the network: the last seen chat
// list and histories (`cache:<userId>`) and the texts waiting to be sent (`outbox:<userId>`).
// One IndexedDB database of its own, so that a logout can drop all of it at once.

const DATABASE = 'chat-offline';
const STORE = 'data';

let store: UseStore | null = null;
/** Opened on first use: IndexedDB exists only in the browser, and a tab that never needs it pays nothing. */
const offlineStore = (): UseStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(DATABASE, STORE);
  return store;
};

export const cacheKeyOf = (userId: string) => `cache:${userId}`;
export const outboxKeyOf = (userId: string) => `outbox:${userId}`;

export async function readOffline<T>(key: string): Promise<T | undefined> {
  const db = offlineStore();
  return db ? get<T>(key, db) : undefined;
}

export async function writeOffline(key: string, value: unknown): Promise<void> {
  const db = offlineStore();
  if (db) await set(key, value, db);
}

/**
 * Changes a kept value in one IndexedDB transaction (read and write together): tabs of one
 * account that change it at once each see the other's change, none writes over it.
 */
export async function updateOffline<T>(key: string, change: (stored: T | undefined) => T): Promise<void> {
  const db = offlineStore();
  if (db) await update<T>(key, change, db);
}

export async function removeOffline(key: string): Promise<void> {
  const db = offlineStore();
  if (db) await del(key, db);
}

/** Logout, a session ending, a signed-out visit: nothing of any account stays in the browser. */
export function forgetOfflineData(): Promise<void> {
  const db = offlineStore();
  return db ? clear(db).catch(() => undefined) : Promise.resolve();
}
