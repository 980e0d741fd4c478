'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { groupChanges, useGroupChange } from '@/lib/client/queries/group-changes';
import { isFuture } from '@/lib/client/use-now';
import { DateTimeDialog } from './datetime-dialog';
import type { PanelContext } from './panel-context';
import styles from './group.module.css';
import { PanelSection } from './panel-section';

/**
 * Mute all: "muting until <time>" with an unmute-all button while set, else a mute-all button
 * with the end-time picker. Plain members only see the state.
 */
export function MuteAllControl({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const { group, canManage, now, failed, formatTime } = ctx;
  const [picking, setPicking] = useState(false);
  const setMuteAll = useGroupChange(group._id, groupChanges.muteAll, (error, until) => failed(until ? t('muteAllFailed') : t('unmuteAllFailed'))(error));
  const muting = isFuture(group.muteAllUntil, now);
  if (!muting && !canManage) return null;

  const muteAll = (until: Date) => {
    setPicking(false);
    setMuteAll.mutate(until.toISOString());
  };

  const unmuteAll = () => setMuteAll.mutate(null);

  return (
    <PanelSection id="group-mute-all" title={t('muteAllSection')}>
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
    </PanelSection>
  );
}
