'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import fields from '@/components/ui/field.module.css';
import { slowModeChange } from '@/lib/client/queries/group-moderation';
import { useGroupChange } from '@/lib/client/queries/group-changes';
import { SLOW_MODE_SECONDS, type SlowModeSeconds } from '@/lib/contract/moderation';
import { useDurationText } from './moderation/use-duration-text';
import type { PanelContext } from './panel-context';
import styles from './group.module.css';
import { PanelSection } from './panel-section';

/**
 * Slow mode: owner and admins pick how often a plain member may send (off to an hour); members
 * see the interval while it is on.
 */
export function SlowModeControl({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('moderation');
  const duration = useDurationText();
  const selectId = useId();
  const hintId = useId();
  const { group, canManage, failed } = ctx;
  const setSlowMode = useGroupChange(group._id, slowModeChange, failed(t('slowModeFailed')));
  const seconds = group.slowModeSeconds ?? 0;
  if (!canManage && !seconds) return null;

  const choose = (next: SlowModeSeconds) => setSlowMode.mutate(next);

  return (
    <PanelSection id="group-slow-mode" title={t('slowMode')}>
      {canManage ? (
        <div className={styles.rowBetween}>
          <label htmlFor={selectId} className={styles.muted} id={hintId}>
            {t('slowModeHint')}
          </label>
          <select
            id={selectId}
            className={`${fields.input} ${styles.narrowSelect}`}
            value={seconds}
            data-testid="slow-mode-select"
            onChange={(event) => choose(Number(event.target.value) as SlowModeSeconds)}
          >
            {SLOW_MODE_SECONDS.map((option) => (
              <option key={option} value={option}>
                {duration(option)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={styles.infoBox} data-testid="slow-mode-state">
          {t('slowModeOn', { interval: duration(seconds) })}
        </p>
      )}
    </PanelSection>
  );
}
