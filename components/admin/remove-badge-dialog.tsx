'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import buttons from '@/components/ui/button.module.css';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { errorText } from '@/lib/client/api';
import styles from './admin.module.css';
import { useReviewBadgeRequest } from '@/lib/client/queries/badge-requests';
import type { BadgeRequest } from '@/lib/contract/answers';
import { ADMIN_NOTE_MAX } from '@/lib/contract/limits';

interface RemoveBadgeDialogProps {
  /** the approved request whose badge is being removed; null when closed */
  request: BadgeRequest | null;
  onClose: () => void;
  onRemoved: () => void;
}

/** "Remove badge": a modal asking for the reason, which is required (SPEC.md sections 4 and 5). */
export function RemoveBadgeDialog({ request, onClose, onRemoved }: RemoveBadgeDialogProps) {
  const t = useTranslations('admin');
  const tc = useTranslations('common');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const review = useReviewBadgeRequest();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const reasonId = useId();
  const open = request !== null;

  const close = () => {
    setReason('');
    setMessage(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!reason.trim()) {
      setMessage({ kind: 'error', text: t('reasonRequired') });
      reasonRef.current?.focus();
      return;
    }
    setMessage(null);
    try {
      await review.mutateAsync({ id: request._id, action: 'removed', note: reason.trim() });
      setReason('');
      onRemoved();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('actionFailed')) });
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t('removeTitle', { name: request?.fullname ?? '' })}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <label className={styles.filterLabel} htmlFor={reasonId}>
          {t('reasonLabel')}
        </label>
        <textarea
          ref={reasonRef}
          autoFocus
          id={reasonId}
          className={styles.textarea}
          value={reason}
          rows={3}
          maxLength={ADMIN_NOTE_MAX}
          required
          aria-invalid={message?.kind === 'error' || undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormMessage message={message} />
        <DialogActions>
          <button type="button" className={buttons.secondary} onClick={close}>
            {tc('cancel')}
          </button>
          <button type="submit" className={buttons.danger} disabled={review.isPending}>
            {t('confirmRemove')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
