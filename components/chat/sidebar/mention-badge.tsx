'use client';

import { useTranslations } from 'next-intl';
import styles from './mention-badge.module.css';

/**
 * `@` beside a chat's unread count while some of its unread messages mention the user: in the
 * primary colour even when the chat is muted (a mention comes through a mute).
 */
export function MentionBadge({ count }: { count: number }) {
  const t = useTranslations('mentions');
  if (count <= 0) return null;
  return (
    <span className={styles.badge} role="img" aria-label={t('unreadMentions', { count })} title={t('unreadMentions', { count })} data-testid="mention-badge">
      @
    </span>
  );
}
