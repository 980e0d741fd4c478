// Chat preferences kept in the browser (SPEC.md section 3, "stored locally"). Other screens (the
// settings dialog) may switch notifications with setNotificationsEnabled.

export const MUTED_CHATS_KEY = 'mutedChats';
export const NOTIFICATIONS_KEY = 'notifications';
export const ACTIVE_CHAT_KEY = 'activeChatId';
const CHANGE_EVENT = 'chat-prefs-change';

const hasStorage = () => typeof window !== 'undefined' && !!window.localStorage;

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Subscribes to changes of these preferences (this tab or another). */
export function subscribePrefs(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

/** The raw stored list (a string, so that useSyncExternalStore sees a stable value). */
export function mutedChatsRaw(): string {
  return hasStorage() ? (localStorage.getItem(MUTED_CHATS_KEY) ?? '[]') : '[]';
}

export function parseMutedChats(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const mutedChats = (): string[] => parseMutedChats(mutedChatsRaw());

export function isChatMuted(chatId: string): boolean {
  return mutedChats().includes(chatId);
}

/** Turns a chat's notifications off or back on; answers whether it is muted now. */
export function toggleChatMuted(chatId: string): boolean {
  const list = mutedChats();
  const muted = !list.includes(chatId);
  localStorage.setItem(MUTED_CHATS_KEY, JSON.stringify(muted ? [...list, chatId] : list.filter((id) => id !== chatId)));
  notify();
  return muted;
}

/** The notification switch: the value `off` stops new-message toasts. */
export function notificationsEnabled(): boolean {
  return !hasStorage() || localStorage.getItem(NOTIFICATIONS_KEY) !== 'off';
}

export function setNotificationsEnabled(enabled: boolean): void {
  localStorage.setItem(NOTIFICATIONS_KEY, enabled ? 'on' : 'off');
  notify();
}

export function storedActiveChat(): string | null {
  return hasStorage() ? localStorage.getItem(ACTIVE_CHAT_KEY) : null;
}

export function storeActiveChat(chatId: string | null): void {
  if (!hasStorage()) return;
  if (chatId) localStorage.setItem(ACTIVE_CHAT_KEY, chatId);
  else localStorage.removeItem(ACTIVE_CHAT_KEY);
}

const OPEN_ON_ARRIVAL_KEY = 'openChatOnArrival';

/**
 * Another page sends the user to this chat ("open conversation" on a group page, "message" on a
 * profile): /chat opens it, also on a phone, where /chat otherwise starts on the chat list.
 * One-shot, in this tab only.
 */
export function openChatOnArrival(chatId: string): void {
  storeActiveChat(chatId);
  if (typeof window !== 'undefined') sessionStorage.setItem(OPEN_ON_ARRIVAL_KEY, chatId);
}

/** The chat another page sent the user to, if any (forgotten by forgetChatToOpen). */
export function chatToOpenOnArrival(): string | null {
  return typeof window !== 'undefined' ? sessionStorage.getItem(OPEN_ON_ARRIVAL_KEY) : null;
}

export function forgetChatToOpen(): void {
  if (typeof window !== 'undefined') sessionStorage.removeItem(OPEN_ON_ARRIVAL_KEY);
}
