// Settings kept in the browser (SPEC.md section 3, "stored locally"). The notification switch
// ('notifications' = 'off' stops new-message toasts) lives with the chat screen's preferences in
// lib/client/chat/storage.ts; the online-visibility flag is kept here.

/** The online-visibility flag: 'show' or 'hide' (the server keeps the real one, user.hideOnline). */
export const ONLINE_VISIBILITY_KEY = 'onlineVisibility';

const storage = () => (typeof window !== 'undefined' ? window.localStorage : undefined);

/** The stored flag: true for show, false for hide, undefined when never set. */
export function storedOnlineVisible(): boolean | undefined {
  const value = storage()?.getItem(ONLINE_VISIBILITY_KEY);
  return value === 'show' ? true : value === 'hide' ? false : undefined;
}

export function setOnlineVisible(show: boolean): void {
  storage()?.setItem(ONLINE_VISIBILITY_KEY, show ? 'show' : 'hide');
}
