'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { Chat } from '@/lib/contract/answers';
import styles from './next-mention-button.module.css';

interface NextMentionButtonProps {
  chat: Chat;
  /** shows a message (loads its page, scrolls there, highlights it) */
  onJump: (messageId: string) => void;
}

/**
 * `@` above the scroll-down button while the chat holds unread messages that mention the user:
 * the oldest first, then each next one. Those read drop off the chat's list as the read mark
 * passes them (lib/client/chat/mentions.ts); the ones already shown are skipped while the mark
 * has not moved yet (a hidden tab), and after the last it starts over.
 */
export function NextMentionButton({ chat, onJump }: NextMentionButtonProps) {
  const t = useTranslations('mentions');
  const lastShown = useRef('');
  const ids = chat.unreadMentionIds ?? [];
  if (!ids.length) return null;
  const jump = () => {
    const next = ids.find((id) => id > lastShown.current) ?? ids[0];
    lastShown.current = next;
    onJump(next);
  };
  const shown = ids.length > 99 ? '99+' : String(ids.length);
  // The name starts with what the button shows (WCAG 2.5.3 "label in name"): "@2 Next mention".
  return (
    <button
      type="button"
      className={styles.button}
      onClick={jump}
      aria-label={`@${shown} ${t('nextMention')}`}
      title={`${t('nextMention')} (${t('unreadMentions', { count: ids.length })})`}
      data-testid="next-mention"
    >
      @<span className={styles.count}>{shown}</span>
    </button>
  );
}
