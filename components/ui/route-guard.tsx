'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { forgetOfflineData } from '@/lib/client/offline/offline-store';
import { getToken } from '@/lib/client/session';
import { useInitialToken } from '@/lib/client/use-initial-token';
import { LoadingScreen } from './loading-screen';

interface RouteGuardProps {
  /** guest: only without a stored token (login, register ...); user: only with one */
  only: 'guest' | 'user';
  /** where the others are sent */
  redirectTo: string;
  children: ReactNode;
}

/** Lets the right visitors in (SPEC.md section 2, route guards); the rest go to redirectTo. */
export function RouteGuard({ only, redirectTo, children }: RouteGuardProps) {
  const router = useRouter();
  const token = useInitialToken();
  const decided = token !== undefined;
  const allowed = decided && (only === 'user') === !!token;

  useEffect(() => {
    if (decided && !allowed) router.replace(redirectTo);
  }, [decided, allowed, redirectTo, router]);

  // Signed-out pages: nothing kept for working offline may outlive the session (a session ended
  // by a full page load may have left before its clearing finished).
  useEffect(() => {
    if (only === 'guest' && allowed) void forgetOfflineData();
  }, [only, allowed]);

  // Signed-in pages: a logout in another tab (shared localStorage) ends this one too.
  useEffect(() => {
    if (only !== 'user') return;
    const onStorage = () => {
      if (!getToken()) router.replace(redirectTo);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [only, redirectTo, router]);

  return allowed ? children : <LoadingScreen />;
}
