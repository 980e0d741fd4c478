'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { DialogActions } from '@/components/ui/dialog';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';

interface FormActionsProps {
  /** the refusal of the last try, if any */
  message: FormMessageValue | null;
  submitLabel: string;
  /** the write runs: the submit button waits */
  pending: boolean;
  danger?: boolean;
  onCancel: () => void;
}

/** The end of a moderation dialog's form: its notice, Cancel, and the submit button. */
export function FormActions({ message, submitLabel, pending, danger, onCancel }: FormActionsProps) {
  const tc = useTranslations('common');
  return (
    <>
      <FormMessage message={message} />
      <DialogActions>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {tc('cancel')}
        </button>
        <button type="submit" className={danger ? buttons.danger : buttons.primary} disabled={pending}>
          {submitLabel}
        </button>
      </DialogActions>
    </>
  );
}
