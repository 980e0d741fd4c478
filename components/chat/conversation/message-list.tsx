'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { buildTimeline, displayName, findMember, avatarSrc } from '@/lib/client/chat/display';
import { dayLabel } from '@/lib/client/chat/dates';
import type { Chat, Pin } from '@/lib/contract/answers';
import { useNow } from '@/lib/client/chat/use-browser';
import { useSystemText } from '../texts';
import styles from './conversation.module.css';
import { MessageItem, type MessageHandlers } from './message-item';
import { ScrollDownButton } from './scroll-down-button';
import { useHistoryScroll, type HistoryScrollOptions, type MessageListControl } from './use-history-scroll';

export type { MessageListControl };

interface MessageListProps extends Omit<HistoryScrollOptions, 'onScrolled'> {
  chat: Chat;
  failed: boolean;
  onRetry: () => void;
  highlightId: string | null;
  pins: Pin[];
  handlers: Omit<MessageHandlers, 'onStripChange'>;
}

/**
 * The history (SPEC.md section 2): date separators, pages loaded while scrolling up (and down,
 * in a window opened at an older message) without the view jumping, and a button at the bottom
 * right: scroll down, with the count of new messages (at the bottom = within 40 px of the end),
 * or jump to the newest when far up or short of it.
 */
export function MessageList(props: MessageListProps) {
  const { chat, myId, messages, hasMore, hasMoreAfter, loading, failed, onRetry, highlightId, pins, handlers } = props;
  const t = useTranslations('conversation');
  const jumpT = useTranslations('jump');
  const locale = useLocale();
  const now = useNow();
  const systemText = useSystemText();
  const [stripFor, setStripFor] = useState<string | null>(null);
  const closeStrip = useCallback(() => setStripFor(null), []);
  const { boxRef, contentRef, onScroll, olderBusy, newerBusy, isAtBottom, farUp, unseen, toNewest } = useHistoryScroll({ ...props, onScrolled: closeStrip });

  const timeline = useMemo(() => buildTimeline(messages), [messages]);
  const pinnedIds = useMemo(() => new Set(pins.map((p) => p.message._id)), [pins]);

  // The reaction strip closes when the window is resized.
  useEffect(() => {
    if (!stripFor) return;
    window.addEventListener('resize', closeStrip);
    return () => window.removeEventListener('resize', closeStrip);
  }, [stripFor, closeStrip]);

  const itemHandlers = useMemo<MessageHandlers>(() => ({ ...handlers, onStripChange: setStripFor }), [handlers]);

  return (
    <div className={styles.listWrap}>
      <div
        ref={boxRef}
        className={styles.list}
        onScroll={onScroll}
        role="log"
        aria-label={t('history')}
        aria-live="polite"
        aria-relevant="additions"
        aria-busy={olderBusy || newerBusy}
        data-testid="message-list"
      >
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
              {hasMoreAfter && (
                <p className={styles.listStatus} aria-hidden={!newerBusy}>
                  {newerBusy ? jumpT('loadingNewer') : ''}
                </p>
              )}
            </>
          )}
        </div>
      </div>
      {!loading && !isAtBottom && (
        <ScrollDownButton toNewest={hasMoreAfter || farUp} unseen={unseen} onClick={() => toNewest(!farUp)} />
      )}
    </div>
  );
}
