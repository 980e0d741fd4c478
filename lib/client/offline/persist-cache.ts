import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HistoryState } from '@/lib/client/chat/history-state';
import { getToken } from '@/lib/client/session';
import { isHistoryKey, keptQueries, trimHistory } from './cache-selection';
import { cacheKeyOf, readOffline, removeOffline, writeOffline } from './offline-store';

// The chat list and the last read chats, kept in IndexedDB per account (offline-store.ts) and
// put back into the query cache before the signed-in screens mount.

/** Changes a stored copy of another build can no longer read (the cache's shape). */
const FORMAT = 1;
/** A copy older than this is dropped rather than shown as "what was last seen". */
const MAX_AGE_MS = 7 * 24 * 3600_000;
/** Writes at most this often: a busy chat changes the cache many times a second. */
const SAVE_EVERY_MS = 1_000;

interface StoredCache {
  format: number;
  savedAt: number;
  state: DehydratedState;
}

/**
 * Puts the account's stored cache back. What it brings is marked stale, so each query mounted
 * later reads the server again (their staleTime is Infinity: the socket keeps them current
 * once loaded), and while the browser is offline shows the stored copy meanwhile.
 */
export async function restoreCache(queryClient: QueryClient, userId: string): Promise<void> {
  const stored = await readOffline<StoredCache>(cacheKeyOf(userId)).catch(() => undefined);
  if (!stored) return;
  if (stored.format !== FORMAT || Date.now() - stored.savedAt > MAX_AGE_MS) {
    await removeOffline(cacheKeyOf(userId)).catch(() => undefined);
    return;
  }
  hydrate(queryClient, stored.state);
  for (const { queryKey } of stored.state.queries) {
    void queryClient.invalidateQueries({ queryKey, exact: true }, { throwOnError: false, cancelRefetch: false });
  }
}

/**
 * The kept queries as loaded data: a read that failed since (offline) keeps what it had loaded,
 * and is stored as that data, not as the failure.
 */
function snapshot(queryClient: QueryClient): DehydratedState {
  const facts = queryClient.getQueryCache().getAll().map((query) => ({ query, queryKey: query.queryKey, hasData: query.state.data !== undefined, dataUpdatedAt: query.state.dataUpdatedAt }));
  const kept = new Set([...keptQueries(facts)].map((k) => k.query));
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => kept.has(query), shouldDehydrateMutation: () => false });
  return {
    ...state,
    queries: state.queries.map((q) => {
      const data = isHistoryKey(q.queryKey) ? trimHistory(q.state.data as HistoryState) : q.state.data;
      return { ...q, state: { ...q.state, data, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } };
    }),
  };
}

/** Writes the signed-in account's kept cache now, when persistCache runs. */
let saveNow: (() => void) | null = null;

/**
 * Writes the kept cache at once rather than within the second: for a change that must not come
 * back should the page go right after it (a text sent ends its draft; a reload then would bring
 * the text back into the composer, to be sent twice). IndexedDB does not finish a write the page
 * starts as it goes away, so this is done when the change is made.
 */
export function saveKeptCacheNow(): void {
  saveNow?.();
}

/**
 * Writes the kept part of the cache whenever it changes (at most once a second), while the
 * account is signed in here; answers the function that stops it. Nothing is written once the
 * session is gone: an answer landing after logout must not store the account's data again.
 */
export function persistCache(queryClient: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!getToken()) return;
    const stored: StoredCache = { format: FORMAT, savedAt: Date.now(), state: snapshot(queryClient) };
    void writeOffline(cacheKeyOf(userId), stored).catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  });
  saveNow = save;
  return () => {
    unsubscribe();
    if (saveNow === save) saveNow = null;
    if (timer) clearTimeout(timer);
  };
}
