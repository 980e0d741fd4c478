'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from '../group.module.css';

interface ListSectionProps {
  /** the heading's id, which names the section */
  id: string;
  title: string;
  count: number;
  /** the list's read: failed, done */
  failed: boolean;
  loaded: boolean;
  /** what an empty list says */
  empty: string;
  /** a button beside the heading */
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A moderation list's section: heading with its count, a failure or empty notice, then the list. */
export function ListSection({ id, title, count, failed, loaded, empty, action, testId, children }: ListSectionProps) {
  const t = useTranslations('moderation');
  const heading = (
    <h3 id={id} className={styles.sectionTitle}>
      {title} <span className={styles.countPill}>{count}</span>
    </h3>
  );
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      {action ? (
        <div className={styles.rowBetween}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {failed && <p className={styles.muted}>{t('loadFailed')}</p>}
      {loaded && !count && <p className={styles.muted}>{empty}</p>}
      {children}
    </section>
  );
}
