'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it has a network (the server render assumes it does). */
export const useBrowserOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
