'use client';

import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref, type UIEvent } from 'react';
import type { FlatIndexLocationWithAlign, ListItem, VirtuosoHandle } from 'react-virtuoso';
import { buildTimeline, type TimelineItem } from '@/lib/client/chat/display';
import { useSeenRows } from '@/lib/client/chat/seen-rows';
import { BOTTOM_THRESHOLD_PX, FAR_FROM_NEWEST_SCREENS, LOAD_OLDER_THRESHOLD_PX } from '@/lib/client/chat/timings';
import type { Message } from '@/lib/contract/answers';
import { changeOf, type Edges } from './history-change';
import { messageRowId } from './row-id';

export interface MessageListControl {
  /** scrolls a loaded message to the centre (false when it is not in the list) */
  reveal: (messageId: string, smooth: boolean) => boolean;
  /** to the end of the history; first to the newest page when the window stops short of it */
  toNewest: (smooth?: boolean) => void;
  /** a jump is loading the page around this message: the window that replaces this one opens there */
  openNextAt: (messageId: string) => void;
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
  /**
   * the read mark the chat was opened with, when it had unread messages: the "unread messages"
   * divider goes before the first of them, and the first window that holds it opens there
   */
  unreadAfter: string | null;
  /** the newest message on screen, whenever the rows in view change */
  onSeen: (messageId: string) => void;
}

/**
 * Virtuoso keeps the view still when items come in front if `firstItemIndex` drops by their
 * number; it must stay positive, so a window starts this high (far above any loaded history).
 */
const FIRST_INDEX_BASE = 1_000_000_000;

/** What the list shows: one Virtuoso per window (a new one, keyed, when a window replaces it). */
interface ListWindow {
  edges: Edges;
  /** live messages after this one, while scrolled up, are "new" */
  seenLastId: string | null;
  key: number;
  firstItemIndex: number;
  length: number;
  /** where a new window opens: at its end, or mid-window (a jump reveals its message itself) */
  start: FlatIndexLocationWithAlign;
  /** the message a jump opened this window at */
  openedAt: string | null;
  /** the last change was a live message at the end (followed when at the end), and it is mine (followed always) */
  live: 'no' | 'theirs' | 'mine';
  /** a window has opened at the unread divider (only the first that holds it does) */
  unreadShown: boolean;
}

const AT_END: FlatIndexLocationWithAlign = { index: 'LAST', align: 'end' };

const unreadDivider = (timeline: TimelineItem[]) => timeline.findIndex((item) => item.kind === 'unread');

/**
 * The scrolling of the history, on react-virtuoso (only the rows in view are rendered): pages
 * loaded at either edge without the view moving (`firstItemIndex`), the end followed while the
 * user is there or sent the message (`followOutput`), the count of live messages that arrived
 * below while scrolled up, and what the scroll-down / jump-to-newest button needs.
 */
export function useHistoryScroll(opts: HistoryScrollOptions) {
  const { control, messages, myId, hasMore, hasMoreAfter, loading, onLoadOlder, onLoadNewer, onShowNewest, onScrolled, unreadAfter, onSeen } = opts;
  const virtuoso = useRef<VirtuosoHandle>(null);
  const busy = useRef({ older: false, newer: false });
  /** the key of the window whose rows have been rendered: a jump waits for it before scrolling */
  const renderedKey = useRef(-1);
  /** the key of the window where a jump has revealed its message */
  const revealedKey = useRef(-1);
  const [olderBusy, setOlderBusy] = useState(false);
  const [newerBusy, setNewerBusy] = useState(false);
  const [bottom, setBottom] = useState(true);
  const [farUp, setFarUp] = useState(false);
  /** "jump to newest" asked for the newest page: open it at its end */
  const [pendingEnd, setPendingEnd] = useState(false);
  /** a jump asked for the page around a message: open it there (Virtuoso's initial location) */
  const [pendingTarget, setPendingTarget] = useState<string | null>(null);
  /**
   * Keep the view at the end of window `key` while its rows grow (images, stickers loading):
   * set when the window opens at its end or "jump to newest" scrolls there, cleared once the
   * view moves up away from the end (`top`: where the last scroll event found it) or scrolls to
   * a message.
   */
  const holdEnd = useRef({ key: -1, hold: false, top: 0 });

  const timeline = useMemo(() => buildTimeline(messages, unreadAfter ? { after: unreadAfter, myId, hasMore } : null), [messages, unreadAfter, myId, hasMore]);
  const first = messages[0]?._id ?? null;
  const last = messages[messages.length - 1]?._id ?? null;

  // Adjusted while rendering, the way React documents for derived state: the new rows and the
  // window's first index reach Virtuoso in the same render.
  const [view, setView] = useState<ListWindow>(() => {
    const unreadAt = unreadDivider(timeline);
    return {
      edges: { first, last, windowed: hasMoreAfter },
      seenLastId: last,
      key: 0,
      firstItemIndex: FIRST_INDEX_BASE,
      length: timeline.length,
      start: unreadAt >= 0 ? { index: unreadAt, align: 'start' } : hasMoreAfter ? { index: Math.floor(timeline.length / 2), align: 'center' } : AT_END,
      live: 'no',
      openedAt: null,
      unreadShown: unreadAt >= 0,
    };
  });
  if (view.edges.first !== first || view.edges.last !== last || view.edges.windowed !== hasMoreAfter || view.length !== timeline.length) {
    const change = changeOf(view.edges, first, last);
    const lastMine = messages[messages.length - 1]?.sender === myId;
    const live = change === 'live' ? (lastMine ? 'mine' : 'theirs') : 'no';
    const next: ListWindow = { ...view, edges: { first, last, windowed: hasMoreAfter }, length: timeline.length, live };
    // Live messages below the view are "new"; those that came by page, or live while the user
    // was at the end (followed there), count as seen.
    if (change === 'opened' || change === 'replaced' || change === 'newerPage' || (change === 'live' && (bottom || lastMine))) next.seenLastId = last;
    if (change === 'opened' || change === 'replaced') {
      // The newest page replacing the one shown (kept from an earlier visit, now with newer
      // messages) keeps a view that was at the end there.
      const toEnd = pendingEnd || (!hasMoreAfter && (change === 'opened' || bottom));
      const target = pendingTarget ? timeline.findIndex((item) => item.key === pendingTarget) : -1;
      // The chat opened with unread messages: its first window that holds the first of them
      // opens with the divider at the top (unless a jump asked for another place meanwhile).
      const unreadAt = view.unreadShown || pendingEnd || target >= 0 ? -1 : unreadDivider(timeline);
      next.key = view.key + 1;
      next.firstItemIndex = FIRST_INDEX_BASE;
      next.unreadShown = view.unreadShown || unreadAt >= 0;
      next.start =
        target >= 0 ? { index: target, align: 'center' } : unreadAt >= 0 ? { index: unreadAt, align: 'start' } : toEnd ? AT_END : { index: Math.floor(timeline.length / 2), align: 'center' };
      next.openedAt = target >= 0 ? pendingTarget : null;
      if (!hasMoreAfter && pendingEnd) setPendingEnd(false);
      if (target >= 0) setPendingTarget(null);
    } else if (change === 'older') {
      next.firstItemIndex = view.firstItemIndex - (timeline.length - view.length);
    }
    setView(next);
  }

  const isAtBottom = bottom && !hasMoreAfter;
  const unseen = isAtBottom ? 0 : messages.filter((m) => (!view.seenLastId || m._id > view.seenLastId) && m.sender !== myId && m.type !== 'system').length;

  const latest = useRef({ timeline, hasMoreAfter, key: view.key, openedAt: view.openedAt });
  useEffect(() => {
    latest.current = { timeline, hasMoreAfter, key: view.key, openedAt: view.openedAt };
  });
  const { scrollerRef, lookForSeen } = useSeenRows(onSeen);

  /** The current window's hold on its end; a window that just opened holds it if it opened there. */
  const endHold = useCallback(() => {
    if (holdEnd.current.key !== view.key) holdEnd.current = { key: view.key, hold: view.start === AT_END, top: 0 };
    return holdEnd.current;
  }, [view.key, view.start]);

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
      if (latest.current.hasMoreAfter) {
        setPendingEnd(true);
        void onShowNewest().then((ok) => {
          if (!ok) setPendingEnd(false);
        });
        return;
      }
      endHold().hold = true;
      virtuoso.current?.scrollToIndex({ ...AT_END, behavior: smooth ? 'smooth' : 'auto' });
    },
    [onShowNewest, endHold],
  );

  useImperativeHandle(control, () => {
    /** the row's index in the current window, once that window has rendered (-1 otherwise) */
    const indexOf = (messageId: string) =>
      renderedKey.current === latest.current.key && virtuoso.current ? latest.current.timeline.findIndex((item) => item.key === messageId) : -1;
    return {
      reveal(messageId, smooth) {
        const index = indexOf(messageId);
        if (index < 0) return false;
        endHold().hold = false;
        setPendingTarget(null);
        // A window opened at the message is there already (a scroll now would race its opening).
        const { key, openedAt } = latest.current;
        const opening = openedAt === messageId && revealedKey.current !== key;
        if (opening) {
          revealedKey.current = key;
          return true;
        }
        // A row far off screen is not rendered and its height not measured yet: a smooth scroll
        // there ends where Virtuoso guessed, often short of it (seen on a busy machine). Jump
        // without animation and answer false, so the caller asks again next frame and the row,
        // rendered by then, is centred where it really is.
        if (!document.getElementById(messageRowId(messageId))) {
          virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'auto' });
          return false;
        }
        revealedKey.current = key;
        virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: smooth ? 'smooth' : 'auto' });
        return true;
      },
      toNewest,
      openNextAt: setPendingTarget,
    };
  }, [toNewest, endHold]);

  /** The props of the Virtuoso list that carry the behaviour. */
  const listProps = {
    ref: virtuoso,
    scrollerRef,
    data: timeline,
    firstItemIndex: view.firstItemIndex,
    initialTopMostItemIndex: view.start,
    computeItemKey: (_: number, item: TimelineItem) => item.key,
    atBottomThreshold: BOTTOM_THRESHOLD_PX,
    atBottomStateChange: (atEnd: boolean) => {
      setBottom(atEnd);
      if (atEnd && !latest.current.hasMoreAfter) setView((v) => (v.seenLastId === v.edges.last ? v : { ...v, seenLastId: v.edges.last }));
    },
    // Called when the number of rows changes (Virtuoso reads it with the rows of the same render):
    // a live message at the end is followed when the user is at the end or sent it; pages that
    // come in front are not. Off in a window short of the newest: Virtuoso would also pull a page
    // loaded below (scrolling down) into view, as rows that grew at the end.
    followOutput: hasMoreAfter ? false : (atEnd: boolean) => (view.live === 'mine' || (view.live === 'theirs' && atEnd) ? ('auto' as const) : false),
    // Rows growing (media loading) while the user was at the end keep the view there. A window
    // that opened at its end and was not scrolled up since goes back to its end: a chat whose rows
    // all fit opens at its end and its top at once, and its images load after that. Otherwise
    // Virtuoso scrolls down when the growth is why the view left the end, but only when its own
    // "not at the bottom" state arrives within 100 ms, which a busy machine misses.
    totalListHeightChanged: () => {
      lookForSeen();
      if (latest.current.hasMoreAfter) return;
      if (endHold().hold) virtuoso.current?.scrollToIndex({ ...AT_END, behavior: 'auto' });
      else virtuoso.current?.autoscrollToBottom();
    },
    itemsRendered: (items: ListItem<TimelineItem>[]) => {
      if (!items.length) return;
      renderedKey.current = view.key;
      lookForSeen();
      // Every loaded row in view: the box does not scroll, so no scroll will reach an edge; load
      // more until it does (or nothing is left either way).
      if (loading || items.length < timeline.length) return;
      if (hasMore) void load('older');
      else if (hasMoreAfter) void load('newer');
    },
    // Pages load when a scroll comes near an edge (not on Virtuoso's startReached, which its
    // first render at the top may fire before the window is scrolled to where it opens).
    onScroll: (event: UIEvent<HTMLDivElement>) => {
      const box = event.currentTarget;
      const toEnd = box.scrollHeight - box.scrollTop - box.clientHeight;
      // Up and away from the end: the user left it. (Rows measured taller than Virtuoso guessed
      // also leave the view short of the end, but without moving it up.)
      const hold = endHold();
      if (box.scrollTop < hold.top - 1 && toEnd > BOTTOM_THRESHOLD_PX) hold.hold = false;
      hold.top = box.scrollTop;
      setFarUp(toEnd > FAR_FROM_NEWEST_SCREENS * box.clientHeight);
      onScrolled();
      lookForSeen();
      if (loading) return;
      if (box.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasMore) void load('older');
      if (toEnd < LOAD_OLDER_THRESHOLD_PX && hasMoreAfter) void load('newer');
    },
  };

  return { listProps, listKey: view.key, olderBusy, newerBusy, isAtBottom, farUp, unseen, toNewest };
}
