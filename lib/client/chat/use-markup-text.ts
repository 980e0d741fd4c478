'use client';

import { useEffect, useSyncExternalStore } from 'react';

// The markup module (markdown-it and its link finder, about 40 KB gzip) is not part of /chat's
// first load: the chat list asks for it as soon as it shows, and draws raw text until it is in.

type MarkupText = typeof import('@/lib/messages/markup/plain-text');

const store: { module: MarkupText | null; loading: Promise<MarkupText> | null; listeners: Set<() => void> } = {
  module: null,
  loading: null,
  listeners: new Set(),
};

function load(): Promise<MarkupText> {
  store.loading ??= import('@/lib/messages/markup/plain-text').then((loaded) => {
    store.module = loaded;
    store.listeners.forEach((listener) => listener());
    return loaded;
  });
  return store.loading;
}

function subscribe(listener: () => void) {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

/** The plain-text reading of the markup once loaded; null until then (the caller shows the raw text). */
export function useMarkupText(): MarkupText | null {
  const loaded = useSyncExternalStore(subscribe, () => store.module, () => null);
  useEffect(() => {
    if (!loaded) void load().catch(() => {
      // A failed chunk load is tried again by the next component that asks.
      store.loading = null;
    });
  }, [loaded]);
  return loaded;
}

/** One line of a text for a preview: without markup once the module is in, else the text as typed. */
export function usePreviewLine(): (text: string) => string {
  const markup = useMarkupText();
  return markup ? markup.previewLine : rawLine;
}

const rawLine = (text: string) => text.replace(/\s+/g, ' ').trim();
