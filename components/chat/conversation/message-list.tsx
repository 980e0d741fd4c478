'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { displayName, findMember, avatarSrc, type TimelineItem } from '@/lib/client/chat/display';
import { dayLabel } from '@/lib/client/chat/dates';
import type { Chat, Pin } from '@/lib/contract/answers';
import { useNow } from '@/lib/client/use-now';
import { useSystemText } from '../texts';
import styles from './conversation.module.css';
import { HistoryFooter, HistoryHeader, type HistoryEdges } from './history-edges';
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

const components = { Header: HistoryHeader, Footer: HistoryFooter };

/**
 * The history (SPEC.md section 2): date separators, pages loaded while scrolling up (and down,
 * in a window opened at an older message) without the view jumping, and a button at the bottom
 * right: scroll down, with the count of new messages (at the bottom = within 40 px of the end),
 * or jump to the newest when far up or short of it. Virtualized: only the rows in view (and a
 * little around) are in the DOM, so thousands of loaded messages stay smooth.
 */
export function MessageList(props: MessageListProps) {
  const { chat, myId, messages, hasMore, hasMoreAfter, loading, failed, onRetry, highlightId, pins, handlers } = props;
  const t = useTranslations('conversation');
  const locale = useLocale();
  const now = useNow();
  const systemText = useSystemText();
  const [stripFor, setStripFor] = useState<string | null>(null);
  const closeStrip = useCallback(() => setStripFor(null), []);
  const { listProps, listKey, olderBusy, newerBusy, isAtBottom, farUp, unseen, toNewest } = useHistoryScroll({ ...props, onScrolled: closeStrip });

  const pinnedIds = useMemo(() => new Set(pins.map((p) => p.message._id)), [pins]);

  // The reaction strip closes when the window is resized (and on any scroll of the list).
  useEffect(() => {
    if (!stripFor) return;
    window.addEventListener('resize', closeStrip);
    return () => window.removeEventListener('resize', closeStrip);
  }, [stripFor, closeStrip]);

  const itemHandlers = useMemo<MessageHandlers>(() => ({ ...handlers, onStripChange: setStripFor }), [handlers]);
  const edges = useMemo<HistoryEdges>(
    () => ({ olderBusy, newerBusy, hasMore, hasMoreAfter, empty: !messages.length }),
    [olderBusy, newerBusy, hasMore, hasMoreAfter, messages.length],
  );

  const itemContent = useCallback(
    (_: number, item: TimelineItem) => {
      if (item.kind === 'day') {
        const label = dayLabel(item.date, now, locale);
        return (
          <div className={styles.row}>
            <div className={styles.day} role="separator">
              <span>{'relative' in label ? t(label.relative) : label.text}</span>
            </div>
          </div>
        );
      }
      if (item.kind === 'unread') {
        return (
          <div className={styles.row}>
            <div className={styles.unread} role="separator" data-testid="unread-divider">
              {t('unreadDivider')}
            </div>
          </div>
        );
      }
      const { message } = item;
      const member = findMember(chat, message.sender);
      return (
        <div className={styles.row}>
          <MessageItem
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
        </div>
      );
    },
    [chat, myId, highlightId, pinnedIds, stripFor, systemText, itemHandlers, now, locale, t],
  );

  const logProps = {
    className: styles.list,
    role: 'log',
    'aria-label': t('history'),
    'aria-live': 'polite',
    'aria-relevant': 'additions',
    'data-testid': 'message-list',
  } as const;

  return (
    <div className={styles.listWrap}>
      {loading || failed ? (
        <div {...logProps}>
          {loading ? (
            <p className={styles.listStatus} role="status">
              {t('loading')}
            </p>
          ) : (
            <div className={styles.listStatus}>
              <p>{t('loadFailed')}</p>
              <button type="button" className={styles.linkButton} onClick={onRetry}>
                {t('retry')}
              </button>
            </div>
          )}
        </div>
      ) : (
        <Virtuoso<TimelineItem, HistoryEdges>
          key={listKey}
          {...logProps}
          {...listProps}
          aria-busy={olderBusy || newerBusy}
          // the number of loaded messages (the DOM holds only those in view)
          data-loaded={messages.length}
          context={edges}
          components={components}
          itemContent={itemContent}
        />
      )}
      {!loading && !isAtBottom && (
        <ScrollDownButton toNewest={hasMoreAfter || farUp} unseen={unseen} onClick={() => toNewest(!farUp)} />
      )}
    </div>
  );
}
