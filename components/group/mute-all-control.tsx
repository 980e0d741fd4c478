'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { groupCalls } from '@/lib/client/queries/group-calls';
import { DateTimeDialog } from './datetime-dialog';
import type { PanelContext } from './panel-context';
import { isFuture } from './use-group';
import styles from './group.module.css';

/**
 * Mute all: "muting until <time>" with an unmute-all button while set, else a mute-all button
 * with the end-time picker. Plain members only see the state.
 */
export function MuteAllControl({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const { group, canManage, now, run, formatTime } = ctx;
  const [picking, setPicking] = useState(false);
  const muting = isFuture(group.muteAllUntil, now);
  if (!muting && !canManage) return null;

  const muteAll = (until: Date) => {
    setPicking(false);
    const iso = until.toISOString();
    void run({
      optimistic: (g) => ({ ...g, muteAllUntil: iso }),
      call: () => groupCalls.muteAll(group._id, iso),
      fallback: t('muteAllFailed'),
    });
  };

  const unmuteAll = () =>
    void run({
      optimistic: (g) => ({ ...g, muteAllUntil: null }),
      call: () => groupCalls.unmuteAll(group._id),
      fallback: t('unmuteAllFailed'),
    });

  return (
    <section className={styles.section} aria-labelledby="group-mute-all">
      <h3 id="group-mute-all" className={styles.sectionTitle}>
        {t('muteAllSection')}
      </h3>
      <div className={styles.rowBetween}>
        <p className={muting ? styles.mutedState : styles.muted} data-testid="mute-all-state">
          {muting ? t('mutingUntil', { time: formatTime(group.muteAllUntil!) }) : t('muteAllHint')}
        </p>
        {canManage &&
          (muting ? (
            <button type="button" className={buttons.secondary} onClick={unmuteAll}>
              {t('unmuteAll')}
            </button>
          ) : (
            <button type="button" className={buttons.secondary} onClick={() => setPicking(true)}>
              {t('muteAll')}
            </button>
          ))}
      </div>
      {picking && (
        <DateTimeDialog title={t('muteAllTitle')} description={t('muteAllHint')} confirmLabel={t('muteAll')} onConfirm={muteAll} onClose={() => setPicking(false)} />
      )}
    </section>
  );
}
