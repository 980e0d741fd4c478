'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { groupChanges, useGroupChange } from '@/lib/client/queries/group-changes';
import { useCurrentUser } from '@/lib/client/queries/current-user';
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
  const { group, isOwner, failed } = ctx;
  const { data: me } = useCurrentUser();
  const [dialog, setDialog] = useState<'leave' | 'delete' | null>(null);
  const leaveGroup = useGroupChange(group._id, groupChanges.leave, failed(t('leaveFailed')));

  const leave = () => {
    setDialog(null);
    // Not a callback of mutate(): the chat_updated that follows may unmount this panel before
    // the answer arrives, and the screen must still hear that this tab left (a failure is notified).
    leaveGroup.mutateAsync().then(onLeft, () => undefined);
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
      <ConfirmDialog open={dialog === 'leave'} message={t('leaveConfirm')} confirmLabel={t('leave')} onConfirm={leave} onCancel={() => setDialog(null)} />
      {dialog === 'delete' && (
        <DeleteGroupDialog groupId={group._id} defaultEmail={me?.email ?? ''} onDeleted={onDeleted} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
