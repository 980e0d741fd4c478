// Chat preferences kept in the browser (SPEC.md section 3, "stored locally"). Other screens (the
// settings dialog) may switch notifications with setNotificationsEnabled.

export const MUTED_CHATS_KEY = 'mutedChats';
export const NOTIFICATIONS_KEY = 'notifications';
export const ACTIVE_CHAT_KEY = 'activeChatId';

const hasStorage = () => typeof window !== 'undefined' && !!window.localStorage;

/** The chats muted in this browser before muting moved to the server (read once, to migrate them). */
export function mutedChats(): string[] {
  if (!hasStorage()) return [];
  try {
    const value: unknown = JSON.parse(localStorage.getItem(MUTED_CHATS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The notification switch: the value `off` stops new-message toasts. */
export function notificationsEnabled(): boolean {
  return !hasStorage() || localStorage.getItem(NOTIFICATIONS_KEY) !== 'off';
}

export function setNotificationsEnabled(enabled: boolean): void {
  localStorage.setItem(NOTIFICATIONS_KEY, enabled ? 'on' : 'off');
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
