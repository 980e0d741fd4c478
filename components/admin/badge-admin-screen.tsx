'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { clearAdminSession, getAdminToken, onAdminSessionExpired, subscribeAdminSession } from '@/lib/client/admin-session';
import { createQueryClient } from '@/lib/client/query-client';
import { useHydrated } from '@/lib/client/use-initial-token';
import { AdminGate } from './admin-gate';
import { BadgeRequestsPanel } from './badge-requests-panel';

const noToken = () => null;

/**
 * /admin/badge-requests: locked until the server accepts the admin code (its own gate, no user
 * login). Unlocked is remembered in localStorage; logout or an expired admin token locks it.
 */
export function BadgeAdminScreen() {
  const [queryClient] = useState(createQueryClient);
  const hydrated = useHydrated();
  const token = useSyncExternalStore(subscribeAdminSession, getAdminToken, noToken);
  const [expired, setExpired] = useState(false);

  useEffect(() => onAdminSessionExpired(() => setExpired(true)), []);

  const logout = () => {
    clearAdminSession('logout');
    setExpired(false);
    queryClient.clear();
  };

  if (!hydrated) return <LoadingScreen />;
  return (
    <QueryClientProvider client={queryClient}>
      {token ? <BadgeRequestsPanel onLogout={logout} /> : <AdminGate expired={expired} onUnlocked={() => setExpired(false)} />}
    </QueryClientProvider>
  );
}
