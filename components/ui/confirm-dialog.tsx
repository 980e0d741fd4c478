'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import buttons from './button.module.css';
import { Dialog, DialogActions } from './dialog';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question, named by the question itself; Escape and Cancel say no. */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useTranslations('common');
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={textId} size="compact">
      <p id={textId} className={styles.text}>
        {message}
      </p>
      <DialogActions>
        <button type="button" className={buttons.secondary} onClick={onCancel} autoFocus>
          {t('cancel')}
        </button>
        <button type="button" className={buttons.danger} onClick={onConfirm}>
          {confirmLabel ?? t('confirm')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
