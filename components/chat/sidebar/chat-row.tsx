'use client';

import { useTranslations } from 'next-intl';
import { memo, useRef } from 'react';
import { chatAvatar, chatVerified, otherMemberId } from '@/lib/client/chat/display';
import { useChatTitle } from '../texts';
import { listTime } from '@/lib/client/chat/dates';
import { CHAT_ROW_LONG_PRESS_MS } from '@/lib/client/chat/timings';
import type { Chat } from '@/lib/contract/answers';
import { usePreviewLine } from '@/lib/client/chat/use-markup-text';
import { EmojiText } from '@/components/emoji/emoji-text';
import { useLongPress } from '@/lib/client/chat/use-long-press';
import { Avatar } from '@/components/ui/avatar';
import { VerifiedBadge } from '@/components/profile/badges';
import { BellOffIcon, MoreIcon } from '@/components/ui/icons';
import { pointUnder, type MenuPoint } from '../ui/point-menu';
import { MentionBadge } from './mention-badge';
import styles from './sidebar.module.css';

interface ChatRowProps {
  chat: Chat;
  myId: string;
  active: boolean;
  muted: boolean;
  online: boolean;
  typing: boolean;
  preview: string;
  now: number;
  locale: string;
  onOpen: (chatId: string) => void;
  onMenu: (chat: Chat, point: MenuPoint, returnFocus: HTMLElement | null) => void;
}

/** One chat in the list: avatar, name, badges, last message, time, unread count; its menu by right click, long press or the ⋯ button. */
export const ChatRow = memo(function ChatRow({ chat, myId, active, muted, online, typing, preview, now, locale, onOpen, onMenu }: ChatRowProps) {
  const t = useTranslations('sidebar');
  const mainRef = useRef<HTMLButtonElement>(null);
  const titleOf = useChatTitle(myId);
  const title = titleOf(chat);
  const unread = chat.unreadCount ?? 0;
  const last = chat.lastMessage;
  const mine = !!last && last.sender === myId;
  const previewLine = usePreviewLine();
  const press = useLongPress(CHAT_ROW_LONG_PRESS_MS, (x, y) => onMenu(chat, { x, y }, mainRef.current));

  return (
    <li className={styles.row} data-active={active || undefined} data-testid="chat-row" data-chat-id={chat._id}>
      <button
        ref={mainRef}
        type="button"
        className={styles.rowMain}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(chat._id)}
        onContextMenu={(event) => {
          event.preventDefault();
          onMenu(chat, { x: event.clientX, y: event.clientY }, mainRef.current);
        }}
        {...press}
      >
        <Avatar src={chatAvatar(chat, myId)} size={44} online={chat.type === 'single' && online} />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.rowName} data-testid="chat-row-name" dir="auto">
              {title}
            </span>
            {chatVerified(chat, myId) && <VerifiedBadge label={t('verified')} size={15} />}
            {muted && (
              <span className={styles.mutedIcon} title={t('mutedBadge')} aria-label={t('mutedBadge')} role="img">
                <BellOffIcon size={14} />
              </span>
            )}
            <time className={styles.rowTime} dateTime={last?.createdAt ?? chat.updatedAt}>
              {listTime(last?.createdAt ?? chat.updatedAt, now, locale)}
            </time>
          </span>
          <span className={styles.rowBottom}>
            <span className={typing ? `${styles.preview} ${styles.typing}` : unread ? `${styles.preview} ${styles.previewUnread}` : styles.preview}>
              {typing ? (
                t('typing')
              ) : chat.draft ? (
                <span data-testid="chat-row-draft">
                  <span className={styles.draftLabel}>{t('draft')}</span>
                  <bdi>
                    <EmojiText text={previewLine(chat.draft.text)} />
                  </bdi>
                </span>
              ) : last ? (
                <>
                  {mine && t('you')}
                  <bdi>
                    <EmojiText text={preview} />
                  </bdi>
                </>
              ) : (
                t('noMessages')
              )}
            </span>
            <MentionBadge count={chat.unreadMentions ?? 0} />
            {unread > 0 && (
              <span className={muted ? `${styles.unread} ${styles.unreadMuted}` : styles.unread} aria-label={t('unread', { count: unread })} data-testid="unread-count">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
        </span>
      </button>
      <button
        type="button"
        className={styles.rowMore}
        aria-label={t('options', { name: title })}
        aria-haspopup="menu"
        onClick={(event) => onMenu(chat, pointUnder(event), event.currentTarget)}
      >
        <MoreIcon size={18} />
      </button>
    </li>
  );
});

export const rowOnline = (chat: Chat, myId: string, online: ReadonlySet<string>) => {
  const other = chat.type === 'single' ? otherMemberId(chat, myId) : undefined;
  return !!other && online.has(other);
};
