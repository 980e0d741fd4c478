'use client';

import { useCallback, useEffect, useRef } from 'react';

// Which messages the user has had on screen: the read mark the client sends is the newest of
// them, never merely the newest loaded (a window loads a page beyond what the view shows).

/** How much of a row must be in view to count as seen: half of it, or half of the view when taller. */
const SEEN_SHARE = 0.5;

/**
 * The id of the newest message row (`data-message-id`) shown in the scroll box `box`: rows come
 * in the order of the history, so the last one enough in view is the newest seen.
 */
export function newestSeenMessage(box: HTMLElement): string | null {
  const view = box.getBoundingClientRect();
  const rows = box.querySelectorAll<HTMLElement>('[data-message-id]');
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i].getBoundingClientRect();
    const shown = Math.min(row.bottom, view.bottom) - Math.max(row.top, view.top);
    if (row.height > 0 && shown >= SEEN_SHARE * Math.min(row.height, view.height)) return rows[i].dataset.messageId ?? null;
  }
  return null;
}

/**
 * Tells `onSeen` the newest message on screen, looked at once a frame whenever `lookForSeen` is
 * called (the rows in view changed: a scroll, rows rendered or grown). `scrollerRef` goes on the
 * scroll box. No frames run in a hidden tab: what it shows counts once it is seen.
 */
export function useSeenRows(onSeen: (messageId: string) => void) {
  const scroller = useRef<HTMLElement | null>(null);
  const frame = useRef(0);
  const latestOnSeen = useRef(onSeen);
  useEffect(() => {
    latestOnSeen.current = onSeen;
  });
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const lookForSeen = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const seen = scroller.current && newestSeenMessage(scroller.current);
      if (seen) latestOnSeen.current(seen);
    });
  }, []);
  const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
    scroller.current = element instanceof HTMLElement ? element : null;
  }, []);
  return { scrollerRef, lookForSeen };
}
