'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { groupChanges, useGroupChange } from '@/lib/client/queries/group-changes';
import type { PanelContext } from './panel-context';
import styles from './group.module.css';
import switchStyles from '@/components/ui/switch.module.css';
import { PanelSection } from './panel-section';

interface ToggleProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  testId: string;
}

function Toggle({ label, hint, checked, onChange, testId }: ToggleProps) {
  const hintId = useId();
  return (
    <label className={styles.switchRow}>
      <span className={styles.switchText}>
        <strong>{label}</strong>
        <span id={hintId} className={styles.muted}>
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={switchStyles.switch}
        checked={checked}
        aria-describedby={hintId}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

/** Hide member list, join/leave notices and public join by link: owner and admins. */
export function GroupToggles({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const { group, canManage, failed } = ctx;
  const hideList = useGroupChange(group._id, groupChanges.hideMemberList, failed(t('hideListFailed')));
  const notices = useGroupChange(group._id, groupChanges.showJoinLeaveNotice, failed(t('noticeFailed')));
  const publicJoin = useGroupChange(group._id, groupChanges.setPublic, failed(t('publicFailed')));
  if (!canManage) return null;

  return (
    <PanelSection id="group-settings" title={t('settings')}>
      <Toggle
        label={t('hideMemberList')}
        hint={t('hideMemberListHint')}
        checked={group.hideMemberList}
        testId="toggle-hide-members"
        onChange={(hide) => hideList.mutate(hide)}
      />
      <Toggle
        label={t('joinLeaveNotice')}
        hint={t('joinLeaveNoticeHint')}
        checked={group.showJoinLeaveNotice}
        testId="toggle-join-leave"
        onChange={(show) => notices.mutate(show)}
      />
      <Toggle
        label={t('publicJoin')}
        hint={t('publicJoinHint')}
        checked={group.public}
        testId="toggle-public"
        onChange={(value) => publicJoin.mutate(value)}
      />
    </PanelSection>
  );
}
