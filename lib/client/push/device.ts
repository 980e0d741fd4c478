import { api } from '@/lib/client/api';
import type { PushKeyAnswer } from '@/lib/contract/answers';
import { WORKER_URL } from './register-worker';

// This browser's push subscription: whether it can have one, making it, and ending it.

const SUBSCRIPTION_ID_KEY = 'pushSubscriptionId';

export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

/** Push needs a service worker, PushManager and Notification (a secure context: https or localhost). */
export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

async function registration() {
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
}

/** The subscription this browser has now, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  return (await registration()).pushManager.getSubscription();
}

/** A short name for this device in the settings' list ("Chrome on Linux"). */
export function deviceLabel(ua = navigator.userAgent): string {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return system ? `${browser} · ${system}` : browser;
}

/** Asks for permission (once), subscribes with the server's key and registers it; answers the permission. */
export async function subscribeThisDevice(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { publicKey } = await api<PushKeyAnswer>('/push/key');
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const subscription =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const json = subscription.toJSON();
  const saved = await api<{ subscription: { id: string } }>('/push/subscriptions', { body: { endpoint: json.endpoint, keys: json.keys, label: deviceLabel() } });
  localStorage.setItem(SUBSCRIPTION_ID_KEY, saved.subscription.id);
  return permission;
}

export const thisDeviceSubscriptionId = () => (typeof window === 'undefined' ? null : localStorage.getItem(SUBSCRIPTION_ID_KEY));

/**
 * Ends this browser's push (turning it off, or logging out): the server forgets the subscription
 * and the browser drops it. Never throws: a logout must not fail for it.
 */
export async function unsubscribeThisDevice(): Promise<void> {
  const id = thisDeviceSubscriptionId();
  localStorage.removeItem(SUBSCRIPTION_ID_KEY);
  await Promise.allSettled([id ? api(`/push/subscriptions/${id}`, { method: 'DELETE' }) : Promise.resolve(), currentSubscription().then((s) => s?.unsubscribe())]);
}
