// The badge admin session (API.md, "Deliberate difference"): the server checks the admin code
// and answers an admin token; the three admin calls send that token, never the user's
// (api() with `auth: 'admin'`).

const TOKEN_KEY = 'adminToken';
/** SPEC.md section 3: the admin-unlocked flag is stored locally. */
const UNLOCKED_KEY = 'adminUnlocked';
const CHANGE_EVENT = 'admin-session-change';

export type AdminLockReason = 'logout' | 'expired';

const hasStorage = () => typeof window !== 'undefined' && !!window.localStorage;

/** The stored admin token while the screen is unlocked, else null. */
export function getAdminToken(): string | null {
  if (!hasStorage() || localStorage.getItem(UNLOCKED_KEY) !== '1') return null;
  return localStorage.getItem(TOKEN_KEY) || null;
}

function notify(reason?: AdminLockReason): void {
  window.dispatchEvent(new CustomEvent<AdminLockReason | undefined>(CHANGE_EVENT, { detail: reason }));
}

export function saveAdminSession(adminToken: string): void {
  localStorage.setItem(TOKEN_KEY, adminToken);
  localStorage.setItem(UNLOCKED_KEY, '1');
  notify();
}

/** Locks the screen again: logout, or an admin token the server no longer takes. */
export function clearAdminSession(reason: AdminLockReason = 'logout'): void {
  if (!hasStorage()) return;
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(UNLOCKED_KEY);
  notify(reason);
}

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function subscribeAdminSession(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Calls `onExpired` when an admin call finds the session expired (401 ADMIN_AUTH_REQUIRED). */
export function onAdminSessionExpired(onExpired: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<AdminLockReason | undefined>).detail === 'expired') onExpired();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}
