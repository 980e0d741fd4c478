'use client';

import { useTranslations } from 'next-intl';
import { ClockIcon, RetryIcon, TrashIcon } from '@/components/ui/icons';
import { useOutbox, useOutboxEntries } from '@/lib/client/offline/outbox-context';
import type { OutboxEntry } from '@/lib/client/offline/outbox-queue';
import styles from '../offline.module.css';

/**
 * The chat's texts still in the outbox, under its history: waiting ones with a clock, refused
 * ones with the reason and "send again" / "delete" (the text is not lost either way unasked).
 */
export function OutboxRows({ chatId }: { chatId: string }) {
  const entries = useOutboxEntries(chatId);
  if (!entries.length) return null;
  return (
    <ul className={styles.outbox} data-testid="outbox">
      {entries.map((entry) => (
        <OutboxRow key={entry.clientId} entry={entry} />
      ))}
    </ul>
  );
}

function OutboxRow({ entry }: { entry: OutboxEntry }) {
  const t = useTranslations('offline');
  const te = useTranslations('errors');
  const { retry, remove } = useOutbox();
  const failed = entry.state === 'failed';
  const reason = entry.code && te.has(entry.code) ? `${t('failed')}: ${te(entry.code)}` : t('failed');
  return (
    <li className={failed ? `${styles.entry} ${styles.failed}` : styles.entry} data-testid="outbox-entry" data-state={entry.state}>
      <p className={styles.bubble}>{entry.content}</p>
      <div className={styles.status}>
        {failed ? (
          <>
            <span role="alert">{reason}</span>
            <button type="button" className={styles.action} onClick={() => retry(entry.clientId)} aria-label={t('retry')} title={t('retry')}>
              <RetryIcon size={16} />
            </button>
            <button type="button" className={styles.action} onClick={() => remove(entry.clientId)} aria-label={t('delete')} title={t('delete')}>
              <TrashIcon size={16} />
            </button>
          </>
        ) : (
          <>
            <ClockIcon size={14} />
            <span>{t('waiting')}</span>
          </>
        )}
      </div>
    </li>
  );
}
