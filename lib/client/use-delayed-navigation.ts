'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';

/** `go(path, ms)`: router.replace(path) after ms, cancelled when the component unmounts. */
export function useDelayedNavigation() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (path: string, ms: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => router.replace(path), ms);
    },
    [router],
  );
}
