'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { groupCalls } from '@/lib/client/queries/group-calls';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { DeleteGroupDialog } from './delete-group-dialog';
import type { PanelContext } from './panel-context';
import styles from './group.module.css';

interface GroupFooterProps {
  ctx: PanelContext;
  /** the group is left behind: live refreshes stop, a notice shows, and the page goes to /chat */
  onLeft: () => void;
  onDeleted: () => void;
}

/** Leave (everyone but the owner, after a confirm) and delete group (the owner, two steps). */
export function GroupFooter({ ctx, onLeft, onDeleted }: GroupFooterProps) {
  const t = useTranslations('group');
  const { group, isOwner, run } = ctx;
  const { data: me } = useCurrentUser();
  const [dialog, setDialog] = useState<'leave' | 'delete' | null>(null);

  const leave = async () => {
    setDialog(null);
    const answer = await run({ call: () => groupCalls.leave(group._id), fallback: t('leaveFailed') });
    if (answer) onLeft();
  };

  return (
    <section className={styles.footer} aria-label={t('dangerZone')}>
      <div className={styles.footerRow}>
        <button
          type="button"
          className={styles.dangerOutline}
          onClick={() => setDialog('leave')}
          disabled={isOwner}
          aria-describedby={isOwner ? 'owner-cannot-leave' : undefined}
        >
          {t('leave')}
        </button>
        {isOwner && (
          <button type="button" className={buttons.danger} onClick={() => setDialog('delete')}>
            {t('deleteGroup')}
          </button>
        )}
      </div>
      {isOwner && (
        <p id="owner-cannot-leave" className={styles.muted}>
          {t('ownerCannotLeave')}
        </p>
      )}
      <ConfirmDialog open={dialog === 'leave'} message={t('leaveConfirm')} confirmLabel={t('leave')} onConfirm={() => void leave()} onCancel={() => setDialog(null)} />
      {dialog === 'delete' && (
        <DeleteGroupDialog groupId={group._id} defaultEmail={String(me?.email ?? '')} onDeleted={onDeleted} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
