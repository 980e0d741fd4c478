import { ApiClientError } from './api';
import { currentLocale } from './locale';

// The badge admin session (API.md, "Deliberate difference"): the server checks the admin code
// and answers an admin token; the three admin calls send that token, never the user's.

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

interface AdminCallOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** the admin token to send; the stored one by default, none for the session call itself */
  auth?: boolean;
}

async function call<T>(path: string, options: AdminCallOptions): Promise<T> {
  const lang = currentLocale();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (options.body) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : getAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: options.method ?? (options.body ? 'POST' : 'GET'),
      headers,
      body: options.body ? JSON.stringify({ ...options.body, lang }) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiClientError(0, 'NETWORK_ERROR', '');
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await res.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // no JSON body
  }
  if (res.ok) return body as T;
  const code = typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR';
  // An expired or foreign admin token: lock the screen again (the user session is not touched).
  if (res.status === 401 && options.auth !== false) clearAdminSession('expired');
  throw new ApiClientError(res.status, code, typeof body.message === 'string' ? body.message : '');
}

/** An admin call (GET /badge-request, PATCH /badge-request/{id}, POST .../remove-badge). */
export function adminApi<T = Record<string, unknown>>(path: string, options: Omit<AdminCallOptions, 'auth'> = {}): Promise<T> {
  return call<T>(path, options);
}

/** Exchanges the admin code for an admin token and unlocks the screen. */
export async function openAdminSession(code: string): Promise<void> {
  const { adminToken } = await call<{ adminToken?: string }>('/badge-request/admin-session', { body: { code }, auth: false });
  if (!adminToken) throw new ApiClientError(500, 'INTERNAL_ERROR', '');
  saveAdminSession(adminToken);
}
