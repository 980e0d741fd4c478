'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { CloseIcon } from './icons';
import type { ModalProps } from './modal-props';
import styles from './ui.module.css';

/** The dialog of modal.tsx on Radix (focus trap, Escape and outside click close, labelled by its title). */
export function ModalDialog({ open, onClose, title, description, children, size = 'small', footer, className }: ModalProps) {
  const t = useTranslations('chatScreen');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.modal} ${styles[size]} ${className ?? ''}`}>
          <div className={styles.modalHeader}>
            <Dialog.Title className={styles.modalTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.modalDescription}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          <div className={styles.modalBody}>{children}</div>
          {footer && <div className={styles.modalFooter}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
