'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { persistCache, restoreCache } from '@/lib/client/offline/persist-cache';
import { getStoredUser } from '@/lib/client/session';
import { LoadingScreen } from '@/components/ui/loading-screen';

/**
 * The signed-in screens mount once the account's stored cache (the last seen chat list and
 * chats) is back in the query client, so that without the network they show it rather than a
 * failed load; from then on the cache is kept as it changes.
 */
export function PersistedCache({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [userId] = useState(() => getStoredUser()?.id ?? null);
  const [restored, setRestored] = useState(!userId);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let live = true;
    void restoreCache(queryClient, userId)
      .catch(() => undefined)
      .then(() => {
        if (!live) return;
        stop = persistCache(queryClient, userId);
        setRestored(true);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [queryClient, userId]);

  return restored ? children : <LoadingScreen />;
}
