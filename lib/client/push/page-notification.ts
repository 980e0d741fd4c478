import { alreadyShown, showPayload, type NotificationPayload } from './notification-content';

/**
 * Shows a new message as a system notification from the page (hidden or unfocused tab), through
 * the service worker's registration, as a push would. Nothing when notifications are not allowed.
 */
export async function notifyFromPage(payload: NotificationPayload): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration || (await alreadyShown(registration, payload))) return;
  await showPayload(registration, payload);
}
