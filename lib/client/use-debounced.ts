'use client';

import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './chat/timings';

/** The value once it stopped changing for `ms` (the text after the user stopped typing). */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
