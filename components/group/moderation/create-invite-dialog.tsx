'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import fields from '@/components/ui/field.module.css';
import type { FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useCreateInvite } from '@/lib/client/queries/group-moderation';
import { INVITE_MAX_USES } from '@/lib/contract/moderation';
import { FormActions } from './form-actions';
import styles from '../group.module.css';

/** How long a new link lasts, in hours; 0: until revoked. */
const EXPIRY_HOURS = [0, 1, 24, 24 * 7, 24 * 30] as const;

/** Makes an invite link: how long it lasts, how many may use it, whether an admin approves each. Mount while open. */
export function CreateInviteDialog({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const t = useTranslations('moderation');
  const ids = { expiry: useId(), uses: useId(), approval: useId() };
  const [hours, setHours] = useState<number>(0);
  const [maxUses, setMaxUses] = useState('');
  const [requiresApproval, setRequiresApproval] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const create = useCreateInvite(groupId);
  const uses = maxUses.trim() ? Number(maxUses) : null;
  const usesValid = uses === null || (Number.isInteger(uses) && uses >= 1 && uses <= INVITE_MAX_USES);

  const submit = () => {
    if (!usesValid) return setMessage({ kind: 'error', text: t('maxUsesInvalid') });
    const expiresAt = hours ? new Date(Date.now() + hours * 3_600_000).toISOString() : null;
    create.mutate({ expiresAt, maxUses: uses, requiresApproval }, { onSuccess: onClose, onError: (error) => setMessage({ kind: 'error', text: errorText(error, t('createInviteFailed')) }) });
  };

  return (
    <Dialog title={t('createInvite')} onClose={onClose}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={fields.field}>
          <label className={fields.label} htmlFor={ids.expiry}>
            {t('expiresIn')}
          </label>
          <select id={ids.expiry} className={fields.input} value={hours} onChange={(event) => setHours(Number(event.target.value))} data-testid="invite-expiry">
            {EXPIRY_HOURS.map((option) => (
              <option key={option} value={option}>
                {option ? t('expiryHours', { count: option }) : t('neverExpires')}
              </option>
            ))}
          </select>
        </div>
        <div className={fields.field}>
          <label className={fields.label} htmlFor={ids.uses}>
            {t('maxUses')}
          </label>
          <input
            id={ids.uses}
            className={fields.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_MAX_USES}
            placeholder={t('unlimited')}
            value={maxUses}
            onChange={(event) => setMaxUses(event.target.value)}
            data-testid="invite-max-uses"
          />
        </div>
        <label className={styles.checkRow} htmlFor={ids.approval}>
          <input id={ids.approval} type="checkbox" checked={requiresApproval} onChange={(event) => setRequiresApproval(event.target.checked)} data-testid="invite-approval" />
          <span>{t('requiresApproval')}</span>
        </label>
        <FormActions message={message} submitLabel={t('create')} pending={create.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
