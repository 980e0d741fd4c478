'use client';

import { useTranslations } from 'next-intl';
import styles from '../chat-screen.module.css';
import { ChatBubbleIcon } from '@/components/ui/icons';

/** The conversation panel before a chat is chosen (wide screens). */
export function EmptyConversation() {
  const t = useTranslations('chatScreen');
  return (
    <section className={styles.empty} aria-label={t('noChatSelected')}>
      <span className={styles.emptyIcon}>
        <ChatBubbleIcon size={34} />
      </span>
      <p className={styles.emptyTitle}>{t('noChatSelected')}</p>
      <p className={styles.emptyText}>{t('noChatHint')}</p>
    </section>
  );
}

/** The conversation panel while its code is still loading (a moment, on a first visit). */
export function ConversationLoading() {
  return <section className={styles.empty} aria-busy="true" />;
}
