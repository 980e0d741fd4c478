import type { OwnUser } from '@/lib/contract/answers';
import { forgetOfflineData } from '@/lib/client/offline/offline-store';

// What the browser keeps between visits (SPEC.md section 3, "stored locally"): the token, and
// the signed-in user with the copies of its fields the spec names (user_id, username,
// user_avatar, user_email, the online-visibility flag).
const TOKEN = 'token';
const USER = 'user';

const hasStorage = () => typeof window !== 'undefined' && !!window.localStorage;

export function getToken(): string | null {
  return hasStorage() ? localStorage.getItem(TOKEN) : null;
}

/** The signed-in user as last stored (by the login, then by every change of the user's cache). */
export function getStoredUser(): OwnUser | null {
  if (!hasStorage()) return null;
  try {
    return JSON.parse(localStorage.getItem(USER) ?? 'null') as OwnUser | null;
  } catch {
    return null;
  }
}

export function storeUser(user: OwnUser): void {
  localStorage.setItem(USER, JSON.stringify(user));
  localStorage.setItem('user_id', user.id);
  localStorage.setItem('username', user.username);
  localStorage.setItem('user_avatar', user.avatar ?? '');
  localStorage.setItem('user_email', user.email ?? '');
  localStorage.setItem('onlineVisibility', user.hideOnline ? 'hide' : 'show');
}

export function saveSession(token: string, user: OwnUser): void {
  localStorage.setItem(TOKEN, token);
  storeUser(user);
}

/** A fresh token for the same sign-in (a password change answers one: API.md "Sessions"). */
export function saveToken(token: string): void {
  localStorage.setItem(TOKEN, token);
}

/**
 * Logout, account deletion and any 401: clear local and session storage, `lang` included (SPEC.md
 * section 3), and what was kept for working offline (the last seen chats, unsent texts). The
 * interface keeps its language through the NEXT_LOCALE cookie, which is not the account's data.
 */
export function clearSession(): void {
  if (!hasStorage()) return;
  localStorage.clear();
  sessionStorage.clear();
  void forgetOfflineData();
}

/** Why the login page was opened by a signed-out tab (`?reason=`): it tells the user. */
export const SESSION_ENDED_REASON = 'session-ended';

/**
 * The session is over here (a 401, or the socket's session_ended): storage cleared, and on to the
 * login page. `ended` (SESSION_ENDED: a password change or reset, or the account's deletion, on
 * another device) makes the login page say so, rather than drop the user there without a word.
 */
export function leaveSession(ended: boolean): void {
  clearSession();
  window.location.replace(ended && !endingHere ? `/login?reason=${SESSION_ENDED_REASON}` : '/login');
}

/** This tab is ending the session itself (deleting the account): that is no news to tell. */
let endingHere = false;

/** Marks (or, after a failure, unmarks) that this tab's own call is ending every session. */
export function endingSessionHere(on: boolean): void {
  endingHere = on;
}
