'use client';

import { lazy, Suspense, type Attributes, type ComponentType } from 'react';

/**
 * A component whose code is loaded when it is first shown, not with the page that holds it:
 * dialogs, menus and popovers (their libraries are a large part of /chat's first load). Renders
 * nothing while closed; the first opening waits for the code, later ones do not.
 */
export function loadOnOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LoadOnOpen(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as P & Attributes)} />
      </Suspense>
    );
  }
  return LoadOnOpen;
}
