'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { getToken } from '@/lib/client/session';

/** `/`: to /chat with a stored token, else to /login (SPEC.md section 2). */
export function RootRedirect() {
  const router = useRouter();
  useEffect(() => {
    router.replace(getToken() ? '/chat' : '/login');
  }, [router]);
  return null;
}
