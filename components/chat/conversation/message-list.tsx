'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { atBottom, buildTimeline, displayName, findMember, avatarSrc } from '@/lib/client/chat/display';
import { dayLabel } from '@/lib/client/chat/dates';
import { BOTTOM_THRESHOLD_PX, LOAD_OLDER_THRESHOLD_PX } from '@/lib/client/chat/timings';
import type { Chat, Message, Pin } from '@/lib/client/chat/types';
import { useNow } from '@/lib/client/chat/use-browser';
import { useSystemText } from '../texts';
import { ChevronDownIcon } from '../ui/icons';
import styles from './conversation.module.css';
import { MessageItem, type MessageHandlers } from './message-item';

export interface MessageListControl {
  /** scrolls a loaded message to the centre (false when it is not in the list) */
  reveal: (messageId: string, smooth: boolean) => boolean;
}

interface MessageListProps {
  control: Ref<MessageListControl>;
  chat: Chat;
  myId: string;
  messages: Message[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onLoadOlder: () => Promise<unknown>;
  highlightId: string | null;
  pins: Pin[];
  handlers: Omit<MessageHandlers, 'onStripChange'>;
  /** bumps when the user sent something: scroll to the end */
  scrollSignal: number;
}

/**
 * The history (SPEC.md section 2): date separators, older pages loaded while scrolling up without
 * the view jumping, a scroll-down button with the count of new messages (at the bottom = within
 * 40 px of the end), and the bottom kept in view while the user is there.
 */
export function MessageList(props: MessageListProps) {
  const { control, chat, myId, messages, hasMore, loading, failed, onRetry, onLoadOlder, highlightId, pins, handlers, scrollSignal } = props;
  const t = useTranslations('conversation');
  const locale = useLocale();
  const now = useNow();
  const systemText = useSystemText();
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const lastHeight = useRef(0);
  const edges = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });
  const loadingOlder = useRef(false);
  const [olderBusy, setOlderBusy] = useState(false);
  const [isAtBottom, setIsAtBottom] = useState(true);
  const [seenLastId, setSeenLastId] = useState<string | null>(null);
  const [stripFor, setStripFor] = useState<string | null>(null);

  const timeline = useMemo(() => buildTimeline(messages), [messages]);
  const lastId = messages[messages.length - 1]?._id ?? null;
  const latestLast = useRef(lastId);
  useEffect(() => {
    latestLast.current = lastId;
  });

  const pinnedIds = useMemo(() => new Set(pins.map((p) => p.message._id)), [pins]);
  const unseen = useMemo(() => {
    if (isAtBottom) return 0;
    return messages.filter((m) => (!seenLastId || m._id > seenLastId) && m.sender !== myId && m.type !== 'system').length;
  }, [messages, seenLastId, isAtBottom, myId]);

  const scrollToBottom = useCallback((smooth = false) => {
    const box = boxRef.current;
    if (!box) return;
    box.scrollTo({ top: box.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  useImperativeHandle(
    control,
    () => ({
      reveal(messageId, smooth) {
        const element = boxRef.current?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`);
        if (!element) return false;
        // Leaving the bottom: size changes must no longer pull the view back down.
        atBottomRef.current = false;
        element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
        return true;
      },
    }),
    [],
  );

  const loadOlder = useCallback(async () => {
    if (loadingOlder.current) return;
    loadingOlder.current = true;
    setOlderBusy(true);
    try {
      await onLoadOlder();
    } finally {
      loadingOlder.current = false;
      setOlderBusy(false);
    }
  }, [onLoadOlder]);

  // After each change of the messages: keep the view where it was when older ones came in front,
  // follow new ones at the end when the user is at the bottom (or sent them).
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const first = messages[0]?._id ?? null;
    const last = messages[messages.length - 1]?._id ?? null;
    const before = edges.current;
    if (before.last === null && last !== null) {
      box.scrollTop = box.scrollHeight;
      atBottomRef.current = true;
    } else if (first !== before.first && last === before.last && before.first !== null) {
      box.scrollTop += box.scrollHeight - lastHeight.current;
    } else if (last !== before.last && last !== null) {
      const newest = messages[messages.length - 1];
      if (atBottomRef.current || newest.sender === myId) box.scrollTop = box.scrollHeight;
    }
    edges.current = { first, last };
    lastHeight.current = box.scrollHeight;
  }, [messages, myId]);

  // The user sent something: to the end.
  useEffect(() => {
    if (!scrollSignal) return;
    atBottomRef.current = true;
    scrollToBottom();
  }, [scrollSignal, scrollToBottom]);

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

  // A first page that does not fill the box: load more until it scrolls (or nothing is left).
  useEffect(() => {
    const box = boxRef.current;
    if (!box || loading || !hasMore || loadingOlder.current) return;
    if (box.scrollHeight <= box.clientHeight + LOAD_OLDER_THRESHOLD_PX && messages.length > 0 && box.scrollTop < LOAD_OLDER_THRESHOLD_PX) void loadOlder();
  }, [messages, hasMore, loading, loadOlder]);

  // The reaction strip closes when the window is resized.
  useEffect(() => {
    if (!stripFor) return;
    const close = () => setStripFor(null);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, [stripFor]);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    const bottom = atBottom(box, BOTTOM_THRESHOLD_PX);
    atBottomRef.current = bottom;
    setIsAtBottom(bottom);
    if (bottom) setSeenLastId(latestLast.current);
    lastHeight.current = box.scrollHeight;
    if (stripFor) setStripFor(null);
    if (box.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasMore && !loading) void loadOlder();
  };

  const itemHandlers = useMemo<MessageHandlers>(() => ({ ...handlers, onStripChange: setStripFor }), [handlers]);

  return (
    <div className={styles.listWrap}>
      <div ref={boxRef} className={styles.list} onScroll={onScroll} role="log" aria-label={t('history')} aria-live="polite" aria-relevant="additions" data-testid="message-list">
        <div ref={contentRef} className={styles.listContent}>
          {loading ? (
            <p className={styles.listStatus} role="status">
              {t('loading')}
            </p>
          ) : failed ? (
            <div className={styles.listStatus}>
              <p>{t('loadFailed')}</p>
              <button type="button" className={styles.linkButton} onClick={onRetry}>
                {t('retry')}
              </button>
            </div>
          ) : (
            <>
              <p className={styles.listStatus} aria-hidden={!olderBusy && hasMore}>
                {olderBusy ? t('loadingOlder') : hasMore ? '' : messages.length ? t('beginning') : t('empty')}
              </p>
              {timeline.map((item) => {
                if (item.kind === 'day') {
                  const label = dayLabel(item.date, now, locale);
                  return (
                    <div key={item.key} className={styles.day} role="separator">
                      <span>{'relative' in label ? t(label.relative) : label.text}</span>
                    </div>
                  );
                }
                const { message } = item;
                const member = findMember(chat, message.sender);
                return (
                  <MessageItem
                    key={item.key}
                    message={message}
                    chat={chat}
                    myId={myId}
                    senderName={displayName(chat, message.sender, message.senderUsername)}
                    senderAvatar={avatarSrc(member?.avatar ?? message.senderAvatar)}
                    firstOfRun={item.firstOfRun}
                    lastOfRun={item.lastOfRun}
                    highlighted={highlightId === message._id}
                    pinned={pinnedIds.has(message._id)}
                    stripOpen={stripFor === message._id}
                    systemText={message.type === 'system' || message.type === 'notification' ? systemText(message, chat) : undefined}
                    handlers={itemHandlers}
                  />
                );
              })}
            </>
          )}
        </div>
      </div>
      {!isAtBottom && (
        <button
          type="button"
          className={styles.scrollDown}
          onClick={() => scrollToBottom(true)}
          aria-label={unseen ? t('newMessagesBelow', { count: unseen }) : t('scrollDown')}
          data-testid="scroll-down"
        >
          <ChevronDownIcon />
          {unseen > 0 && <span className={styles.scrollBadge}>{unseen > 99 ? '99+' : unseen}</span>}
        </button>
      )}
    </div>
  );
}
