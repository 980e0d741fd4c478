'use client';

import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { atBottom } from '@/lib/client/chat/display';
import { BOTTOM_THRESHOLD_PX, FAR_FROM_NEWEST_SCREENS, LOAD_OLDER_THRESHOLD_PX } from '@/lib/client/chat/timings';
import type { Message } from '@/lib/contract/answers';

export interface MessageListControl {
  /** scrolls a loaded message to the centre (false when it is not in the list) */
  reveal: (messageId: string, smooth: boolean) => boolean;
  /**
   * scrolls a loaded message to the top of the view, or to the end when less is below it than a
   * screen (the first unread message: all of them in view when they fit); false when not loaded
   */
  revealFirst: (messageId: string) => boolean;
  /** to the end of the history; first to the newest page when the window stops short of it */
  toNewest: (smooth?: boolean) => void;
}

export interface HistoryScrollOptions {
  control: Ref<MessageListControl>;
  messages: Message[];
  myId: string;
  /** older messages exist beyond the loaded ones */
  hasMore: boolean;
  /** newer messages exist beyond the loaded ones (a window after a jump) */
  hasMoreAfter: boolean;
  loading: boolean;
  onLoadOlder: () => Promise<unknown>;
  onLoadNewer: () => Promise<unknown>;
  /** replaces the window with the newest page; false when that failed */
  onShowNewest: () => Promise<boolean>;
  /** any scroll of the user's (the reaction strip closes) */
  onScrolled: () => void;
}

interface Edges {
  first: string | null;
  last: string | null;
  /** the window stopped short of the newest */
  windowed: boolean;
}

/**
 * How the loaded messages changed between two renders: the first ones arrived, an older page came
 * in front, a newer page behind a window (scrolling down), a live message at the end, or the whole
 * window was replaced (a jump, "jump to newest").
 */
type Change = 'none' | 'opened' | 'older' | 'newerPage' | 'live' | 'replaced';

function changeOf(before: Edges, first: string | null, last: string | null): Change {
  if (last === null) return 'none';
  if (before.last === null) return 'opened';
  if (first !== before.first && last === before.last) return 'older';
  if (last === before.last) return 'none';
  if (first !== before.first) return 'replaced';
  return before.windowed ? 'newerPage' : 'live';
}

const distanceToEnd = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight;

/**
 * The scrolling of the history: pages loaded at either edge without the view moving, the end kept
 * in view while the user is there (and nothing newer exists), the count of live messages that
 * arrived below while scrolled up, and what the scroll-down / jump-to-newest button needs.
 */
export function useHistoryScroll(opts: HistoryScrollOptions) {
  const { control, messages, myId, hasMore, hasMoreAfter, loading, onLoadOlder, onLoadNewer, onShowNewest, onScrolled } = opts;
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const lastHeight = useRef(0);
  const edges = useRef<Edges>({ first: null, last: null, windowed: false });
  /** "jump to newest" asked for the newest page: go to the end when it is there */
  const pendingEnd = useRef(false);
  const busy = useRef({ older: false, newer: false });
  const [olderBusy, setOlderBusy] = useState(false);
  const [newerBusy, setNewerBusy] = useState(false);
  const [isAtBottom, setIsAtBottom] = useState(true);
  const [farUp, setFarUp] = useState(false);

  const first = messages[0]?._id ?? null;
  const last = messages[messages.length - 1]?._id ?? null;

  // Live messages below the view are "new"; those that came by page (opening, a jump, scrolling
  // down) count as seen. Adjusted while rendering, the way React documents for derived state.
  const [seen, setSeen] = useState<{ edges: Edges; lastId: string | null }>({ edges: { first, last, windowed: hasMoreAfter }, lastId: last });
  if (seen.edges.first !== first || seen.edges.last !== last || seen.edges.windowed !== hasMoreAfter) {
    const change = changeOf(seen.edges, first, last);
    const byPage = change === 'opened' || change === 'replaced' || change === 'newerPage';
    setSeen({ edges: { first, last, windowed: hasMoreAfter }, lastId: byPage ? last : seen.lastId });
  }
  const unseen =
    isAtBottom || hasMoreAfter ? 0 : messages.filter((m) => (!seen.lastId || m._id > seen.lastId) && m.sender !== myId && m.type !== 'system').length;

  const latest = useRef({ last, hasMoreAfter });
  useEffect(() => {
    latest.current = { last, hasMoreAfter };
  });

  const load = useCallback(async (side: 'older' | 'newer') => {
    if (busy.current[side]) return;
    busy.current[side] = true;
    const setBusy = side === 'older' ? setOlderBusy : setNewerBusy;
    setBusy(true);
    try {
      await (side === 'older' ? onLoadOlder() : onLoadNewer());
    } finally {
      busy.current[side] = false;
      setBusy(false);
    }
  }, [onLoadOlder, onLoadNewer]);

  const toNewest = useCallback(
    (smooth = false) => {
      const box = boxRef.current;
      if (!box) return;
      if (latest.current.hasMoreAfter) {
        pendingEnd.current = true;
        void onShowNewest().then((ok) => {
          if (!ok) pendingEnd.current = false;
        });
        return;
      }
      atBottomRef.current = true;
      box.scrollTo({ top: box.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    },
    [onShowNewest],
  );

  useImperativeHandle(
    control,
    () => {
      const find = (messageId: string) => boxRef.current?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`);
      return {
        reveal(messageId, smooth) {
          const element = find(messageId);
          if (!element) return false;
          // Leaving the bottom: size changes must no longer pull the view back down.
          atBottomRef.current = false;
          element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
          return true;
        },
        revealFirst(messageId) {
          const box = boxRef.current;
          const element = find(messageId);
          if (!box || !element) return false;
          const top = box.scrollTop + element.getBoundingClientRect().top - box.getBoundingClientRect().top - BOTTOM_THRESHOLD_PX;
          const end = box.scrollHeight - box.clientHeight;
          atBottomRef.current = top >= end && !latest.current.hasMoreAfter;
          box.scrollTop = Math.min(top, end);
          return true;
        },
        toNewest,
      };
    },
    [toNewest],
  );

  // After each change of the messages: keep the view where it was when a page came in at either
  // end, follow live ones at the end when the user is there (or sent them).
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const change = changeOf(edges.current, first, last);
    if (change === 'opened' || change === 'replaced') {
      // At the end when opened at the newest or asked to. A jump to a message reveals it itself,
      // a frame later; till then the view waits mid-window, where the message about is, and not
      // at an edge where a page would load (the old scroll position clamped to the new content).
      const toEnd = pendingEnd.current || (change === 'opened' && !hasMoreAfter);
      box.scrollTop = toEnd ? box.scrollHeight : (box.scrollHeight - box.clientHeight) / 2;
      atBottomRef.current = toEnd && !hasMoreAfter;
      if (!hasMoreAfter) pendingEnd.current = false;
    } else if (change === 'older') {
      box.scrollTop += box.scrollHeight - lastHeight.current;
    } else if (change === 'live') {
      if (atBottomRef.current || messages[messages.length - 1].sender === myId) box.scrollTop = box.scrollHeight;
    }
    // 'newerPage': it went in below the view (no scroll anchoring: overflow-anchor is off).
    edges.current = { first, last, windowed: hasMoreAfter };
    lastHeight.current = box.scrollHeight;
  }, [messages, first, last, myId, hasMoreAfter]);

  // Content or box size changes (media loading, composer growing): stay at the end when there.
  useEffect(() => {
    const box = boxRef.current;
    const content = contentRef.current;
    if (!box || !content) return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) box.scrollTop = box.scrollHeight;
      lastHeight.current = box.scrollHeight;
    });
    observer.observe(content);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Pages that do not fill the box: load more until it scrolls (or nothing is left either way).
  useEffect(() => {
    const box = boxRef.current;
    if (!box || loading || !messages.length || box.scrollHeight > box.clientHeight + LOAD_OLDER_THRESHOLD_PX) return;
    if (hasMore && box.scrollTop < LOAD_OLDER_THRESHOLD_PX) void load('older');
    else if (hasMoreAfter) void load('newer');
  }, [messages, hasMore, hasMoreAfter, loading, load]);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    // The end of a window short of the newest is not "the bottom": live messages are not there.
    const bottom = atBottom(box, BOTTOM_THRESHOLD_PX) && !hasMoreAfter;
    atBottomRef.current = bottom;
    setIsAtBottom(bottom);
    setFarUp(distanceToEnd(box) > FAR_FROM_NEWEST_SCREENS * box.clientHeight);
    if (bottom && seen.lastId !== latest.current.last) setSeen((s) => ({ ...s, lastId: latest.current.last }));
    lastHeight.current = box.scrollHeight;
    onScrolled();
    if (loading) return;
    if (box.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasMore) void load('older');
    if (distanceToEnd(box) < LOAD_OLDER_THRESHOLD_PX && hasMoreAfter) void load('newer');
  };

  return { boxRef, contentRef, onScroll, olderBusy, newerBusy, isAtBottom: isAtBottom && !hasMoreAfter, farUp, unseen, toNewest };
}
