'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import fields from '@/components/ui/field.module.css';
import type { FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useBan } from '@/lib/client/queries/group-moderation';
import { BAN_REASON_MAX } from '@/lib/contract/moderation';
import { FormActions } from './form-actions';
import styles from '../group.module.css';

interface BanDialogProps {
  groupId: string;
  memberId: string;
  name: string;
  onClose: () => void;
}

/** Removes a member and bans them, with an optional reason. Mount while open. */
export function BanDialog({ groupId, memberId, name, onClose }: BanDialogProps) {
  const t = useTranslations('moderation');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const ban = useBan(groupId);

  return (
    <Dialog title={t('banTitle', { name })} description={t('banHint')} onClose={onClose}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          ban.mutate({ memberId, reason: reason.trim() }, { onSuccess: onClose, onError: (error) => setMessage({ kind: 'error', text: errorText(error, t('banFailed')) }) });
        }}
      >
        <div className={fields.field}>
          <label className={fields.label} htmlFor={reasonId}>
            {t('banReason')}
          </label>
          <textarea
            id={reasonId}
            className={fields.input}
            rows={3}
            maxLength={BAN_REASON_MAX}
            value={reason}
            autoFocus
            onChange={(event) => setReason(event.target.value)}
            data-testid="ban-reason"
          />
        </div>
        <FormActions message={message} submitLabel={t('ban')} pending={ban.isPending} danger onCancel={onClose} />
      </form>
    </Dialog>
  );
}
