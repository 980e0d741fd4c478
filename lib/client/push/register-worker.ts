import { SKIP_WAITING_MESSAGE } from './notification-content';

export const WORKER_URL = '/serwist/sw.js';

/**
 * Registers the service worker (production builds only: in development Next's hot reload and a
 * worker's cache would fight) and calls `onUpdate` when a newer build's worker is installed and
 * waiting. Answers a function that hands over to it and reloads.
 */
export async function registerWorker(onUpdate: () => void): Promise<(() => void) | undefined> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const waitingReady = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onUpdate();
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') waitingReady();
    });
  });
  waitingReady();
  return () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    registration.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE });
  };
}
