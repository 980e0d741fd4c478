'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import fields from '@/components/ui/field.module.css';
import type { FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useReportMessage } from '@/lib/client/queries/group-moderation';
import type { Message } from '@/lib/contract/answers';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@/lib/contract/moderation';
import { FormActions } from './moderation/form-actions';
import styles from './group.module.css';

/** Reports a group message to its admins: why (spam, abuse, other) and an optional note. Mount while open. */
export function ReportMessageDialog({ message, onClose, onSent }: { message: Message; onClose: () => void; onSent: () => void }) {
  const t = useTranslations('moderation');
  const noteId = useId();
  const reasonName = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [feedback, setFeedback] = useState<FormMessageValue | null>(null);
  const report = useReportMessage();

  const submit = () =>
    report.mutate(
      { messageId: message._id, reason, note: note.trim() },
      {
        onSuccess: () => {
          onSent();
          onClose();
        },
        onError: (error) => setFeedback({ kind: 'error', text: errorText(error, t('reportFailed')) }),
      },
    );

  return (
    <Dialog title={t('reportTitle')} description={t('reportHint')} onClose={onClose}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className={styles.radioGroup}>
          <legend className={fields.label}>{t('reasonLabel')}</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option} className={styles.checkRow}>
              <input type="radio" name={reasonName} value={option} checked={reason === option} onChange={() => setReason(option)} />
              <span>{t(`reason.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={fields.field}>
          <label className={fields.label} htmlFor={noteId}>
            {t('noteLabel')}
          </label>
          <textarea id={noteId} className={fields.input} rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} data-testid="report-note" />
        </div>
        <FormActions message={feedback} submitLabel={t('sendReport')} pending={report.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
