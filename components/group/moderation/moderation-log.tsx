'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { useModerationLog } from '@/lib/client/queries/group-moderation';
import type { PanelContext } from '../panel-context';
import { useLogText } from './use-log-text';
import styles from '../group.module.css';
import { PanelSection } from '../panel-section';

/** Who did what in the group, newest first, a page at a time (owner and admins). */
export function ModerationLog({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('moderation');
  const { group, formatTime } = ctx;
  const log = useModerationLog(group._id);
  const sentence = useLogText(formatTime);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <PanelSection id="group-log" title={t('logTitle')} testId="moderation-log">
      {log.isError && <p className={styles.muted}>{t('loadFailed')}</p>}
      {log.isSuccess && !entries.length && <p className={styles.muted}>{t('logEmpty')}</p>}
      {entries.length > 0 && (
        <ol className={styles.plainList}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.logRow} data-testid="log-entry" data-action={entry.action}>
              <time dateTime={entry.at} className={styles.muted}>
                {formatTime(entry.at)}
              </time>
              <span className={styles.breakAll}>{sentence(entry)}</span>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <button type="button" className={buttons.secondary} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('loadMore')}
        </button>
      )}
    </PanelSection>
  );
}
