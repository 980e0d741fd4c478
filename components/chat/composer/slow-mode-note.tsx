'use client';

import { useTranslations } from 'next-intl';
import { useNow } from '@/lib/client/use-now';
import styles from './composer.module.css';

/** m:ss of a wait in seconds. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** "Slow mode: you can send again in 0:27", above the input while the member waits (`until`, ms). */
export function SlowModeNote({ until }: { until: number }) {
  const t = useTranslations('moderation');
  const now = useNow([], 1000);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <p className={styles.slowMode} data-testid="slow-mode-countdown">
      {t('slowModeWait', { time: clock(left) })}
    </p>
  );
}
