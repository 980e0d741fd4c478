// What a notification shows, from a push payload (lib/push/push-payload.ts): the service worker
// shows pushes with it, and an open page that is hidden or unfocused shows its own through the
// same registration, so both look alike and one message never gives two notifications (the
// tag is the chat, and `data.messageId` lets either side see it was shown).

export interface NotificationPayload {
  type: 'message' | 'call' | 'test';
  chatId?: string;
  messageId?: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  icon?: string;
  unread?: number;
  actions?: { action: string; title: string }[];
}

export interface NotificationData {
  type: NotificationPayload['type'];
  url: string;
  chatId?: string;
  messageId?: string;
}

/** Whether a notification for this message is already shown (by the page or by an earlier push). */
export async function alreadyShown(registration: ServiceWorkerRegistration, payload: NotificationPayload): Promise<boolean> {
  if (!payload.messageId) return false;
  const shown = await registration.getNotifications({ tag: payload.tag });
  return shown.some((notification) => (notification.data as NotificationData | null)?.messageId === payload.messageId);
}

/** Shows the payload's notification; a newer one of the same chat replaces the older (same tag). */
export function showPayload(registration: ServiceWorkerRegistration, payload: NotificationPayload): Promise<void> {
  const data: NotificationData = { type: payload.type, url: payload.url, chatId: payload.chatId, messageId: payload.messageId };
  const call = payload.type === 'call';
  return registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: payload.icon || '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data,
    requireInteraction: call,
    ...(payload.actions?.length ? { actions: payload.actions } : {}),
  } as NotificationOptions);
}

/** The page's answer to a notification click: the chat to open. */
export const OPEN_CHAT_MESSAGE = 'open-chat';
/** The page tells the worker each chat's unread count; the app badge is their sum. */
export const UNREAD_MESSAGE = 'unread-counts';
/** The page asks a waiting worker to take over (the "new version: reload" button). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
