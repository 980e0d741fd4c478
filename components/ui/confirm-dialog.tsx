'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import buttons from './button.module.css';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question (native <dialog>: focus trap, Escape cancels). */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useTranslations('common');
  const ref = useRef<HTMLDialogElement>(null);
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={textId}
      // Escape: let the parent's state close the dialog, so the two never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={textId} className={styles.text}>
        {message}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onCancel} autoFocus>
          {t('cancel')}
        </button>
        <button type="button" className={buttons.danger} onClick={onConfirm}>
          {confirmLabel ?? t('confirm')}
        </button>
      </div>
    </dialog>
  );
}
