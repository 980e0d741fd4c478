'use client';

import { useCallback, useEffect, useRef } from 'react';

/** `later(fn, ms)`: runs fn after ms unless the component unmounted first (one pending call). */
export function useLater() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((fn: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, []);
}
