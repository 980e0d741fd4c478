/// <reference lib="webworker" />
// The service worker (built by app/serwist/[path]/route.ts): precache of the build, the offline
// app shell, pushes shown as notifications, their clicks, and the app badge.
import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { OFFLINE_SHELL_URL } from './offline-shell';
import { alreadyShown, OPEN_CHAT_MESSAGE, showPayload, SKIP_WAITING_MESSAGE, UNREAD_MESSAGE, type NotificationData, type NotificationPayload } from './notification-content';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Outdated precaches of earlier builds are dropped when this one activates.
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build waits until the page says "reload" (a running page keeps its own build's chunks).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [{ matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', handler: new NetworkOnly() }],
  // Without the network a page opens the app shell kept at install.
  fallbacks: { entries: [{ url: OFFLINE_SHELL_URL, matcher: ({ request }) => request.destination === 'document' }] },
});
serwist.addEventListeners();

// ---- the app badge: the sum of each chat's unread count, as the page or the last pushes said ----
const unread = new Map<string, number>();
function showBadge() {
  const total = [...unread.values()].reduce((sum, n) => sum + n, 0);
  const nav = self.navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  return (total ? nav.setAppBadge?.(total) : nav.clearAppBadge?.())?.catch(() => undefined);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; counts?: Record<string, number> } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  if (data?.type === UNREAD_MESSAGE && data.counts) {
    unread.clear();
    for (const [chatId, count] of Object.entries(data.counts)) unread.set(chatId, count);
    event.waitUntil(showBadge() ?? Promise.resolve());
  }
});

async function onPush(payload: NotificationPayload) {
  if (payload.chatId && typeof payload.unread === 'number') unread.set(payload.chatId, payload.unread);
  await showBadge();
  // Shown already (the open page showed this message itself): once per message and device.
  if (await alreadyShown(self.registration, payload)) return;
  await showPayload(self.registration, payload);
}

self.addEventListener('push', (event) => {
  let payload: NotificationPayload | undefined;
  try {
    payload = event.data?.json() as NotificationPayload;
  } catch {
    payload = undefined;
  }
  if (payload?.title) event.waitUntil(onPush(payload));
});

async function openChat(data: NotificationData) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname === '/chat') ?? windows[0];
  if (!open) return void (await self.clients.openWindow(data.url));
  // Focusing needs the click's user activation; a window that cannot be focused still opens the chat.
  const focused = await open.focus().catch(() => open);
  if (new URL(focused.url).pathname === '/chat') focused.postMessage({ type: OPEN_CHAT_MESSAGE, chatId: data.chatId });
  else await focused.navigate(data.url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as NotificationData | null;
  // Declining a call closes its notification; the caller's ring ends by its own timeout.
  if (!data || event.action === 'decline') return;
  event.waitUntil(openChat(data));
});
