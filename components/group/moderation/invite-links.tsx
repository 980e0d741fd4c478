'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CopyButton } from '@/components/profile/copy-button';
import buttons from '@/components/ui/button.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/client/api';
import { useInvites, useRevokeInvite } from '@/lib/client/queries/group-moderation';
import type { Invite } from '@/lib/contract/answers';
import type { PanelContext } from '../panel-context';
import { CreateInviteDialog } from './create-invite-dialog';
import { ListSection } from './list-section';
import styles from '../group.module.css';

/** Whether a link still lets people in now: not expired, not used up. */
const usable = (invite: Invite, now: number) => (!invite.expiresAt || Date.parse(invite.expiresAt) > now) && (invite.maxUses === null || invite.uses < invite.maxUses);

/** The group's invite links with their uses, limits and expiry; create and revoke. */
export function InviteLinks({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('moderation');
  const { group, notify, formatTime, now } = ctx;
  const invites = useInvites(group._id);
  const revoke = useRevokeInvite(group._id);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const rows = invites.data ?? [];

  const confirmRevoke = () => {
    const invite = revoking;
    setRevoking(null);
    if (invite) revoke.mutate(invite.code, { onError: (error) => notify(errorText(error, t('revokeFailed'))) });
  };

  return (
    <ListSection
      id="group-invites"
      title={t('inviteLinks')}
      count={rows.length}
      failed={invites.isError}
      loaded={invites.isSuccess}
      empty={t('noInvites')}
      testId="invite-links"
      action={
        <button type="button" className={buttons.secondary} onClick={() => setCreating(true)}>
          {t('createInvite')}
        </button>
      }
    >
      {rows.length > 0 && (
        <ul className={styles.plainList}>
          {rows.map((invite) => {
            const url = `${origin}${invite.url}`;
            return (
              <li key={invite.code} className={styles.inviteRow} data-testid="invite-row" data-code={invite.code}>
                <span className={styles.inviteLink}>
                  <code className={styles.code} data-testid="invite-url">
                    {url}
                  </code>
                  <CopyButton text={url} label={t('copyInvite')} copiedLabel={t('copied')} />
                </span>
                <span className={styles.tags}>
                  {invite.isPublicLink && <span className={styles.adminTag}>{t('publicLink')}</span>}
                  {invite.requiresApproval && <span className={styles.adminTag}>{t('approvalTag')}</span>}
                  {!usable(invite, now) && <span className={styles.mutedTag}>{t('expiredTag')}</span>}
                </span>
                <span className={styles.muted} data-testid="invite-uses">
                  {invite.maxUses === null ? t('usesUnlimited', { uses: invite.uses }) : t('usesOf', { uses: invite.uses, max: invite.maxUses })}
                  {' · '}
                  {invite.expiresAt ? t('expiresAt', { time: formatTime(invite.expiresAt) }) : t('neverExpires')}
                </span>
                <button type="button" className={styles.linkButton} onClick={() => setRevoking(invite)} aria-label={t('revokeLink', { code: invite.code })}>
                  {t('revoke')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {creating && <CreateInviteDialog groupId={group._id} onClose={() => setCreating(false)} />}
      <ConfirmDialog open={!!revoking} message={t('revokeConfirm')} confirmLabel={t('revoke')} onConfirm={confirmRevoke} onCancel={() => setRevoking(null)} />
    </ListSection>
  );
}
