'use client';

import { useState, useSyncExternalStore } from 'react';
import { getToken } from './session';

const subscribeNothing = () => () => undefined;

/** false while the server renders and the page hydrates, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The stored token as it was when the component mounted: undefined until hydrated (the server
 * cannot know it), then the token or null. Fixed at mount, so a login on the page does not
 * make a guard fire while the form is still choosing where to go.
 */
export function useInitialToken(): string | null | undefined {
  const hydrated = useHydrated();
  const [token] = useState(getToken);
  return hydrated ? token : undefined;
}
