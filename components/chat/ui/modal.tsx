'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './ui.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** wide: lightbox and previews */
  size?: 'small' | 'medium' | 'wide';
  footer?: ReactNode;
  className?: string;
}

/** A modal dialog (Radix: focus trap, Escape and outside click close, labelled by its title). */
export function Modal({ open, onClose, title, description, children, size = 'small', footer, className }: ModalProps) {
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
