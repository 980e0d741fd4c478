'use client';

import { useTranslations } from 'next-intl';
import { EmojiText } from '@/components/emoji/emoji-text';
import styles from './conversation.module.css';

/** What the status lines at either end of the history say (the Virtuoso list's context). */
export interface HistoryEdges {
  olderBusy: boolean;
  newerBusy: boolean;
  /** older messages exist beyond the loaded ones */
  hasMore: boolean;
  /** newer messages exist beyond the loaded ones (a window after a jump) */
  hasMoreAfter: boolean;
  empty: boolean;
}

/** Above the first loaded message: "loading older", "the beginning" or "no messages yet". */
export function HistoryHeader({ context }: { context: HistoryEdges }) {
  const t = useTranslations('conversation');
  const { olderBusy, hasMore, empty } = context;
  return (
    <div className={styles.listHead}>
      <p className={styles.listStatus} aria-hidden={!olderBusy && hasMore}>
        {olderBusy ? t('loadingOlder') : hasMore ? '' : empty ? <EmojiText text={t('empty')} /> : t('beginning')}
      </p>
    </div>
  );
}

/** Below the last loaded message of a window short of the newest: "loading newer". */
export function HistoryFooter({ context }: { context: HistoryEdges }) {
  const t = useTranslations('jump');
  const { newerBusy, hasMoreAfter } = context;
  return (
    <div className={styles.listFoot}>
      {hasMoreAfter && (
        <p className={styles.listStatus} aria-hidden={!newerBusy}>
          {newerBusy ? t('loadingNewer') : ''}
        </p>
      )}
    </div>
  );
}
