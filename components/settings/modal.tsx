'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  /** the id of the element that names the dialog (its heading) */
  labelledBy: string;
  /** Escape, the close button, and (when allowed) a click on the backdrop */
  onClose: () => void;
  /** a click outside the panel closes it; off while a form holds typed data */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A modal panel on the native <dialog> (focus kept inside, Escape, the rest of the page inert),
 * shown while mounted. Nested native dialogs (e.g. ConfirmDialog) stack on top of it.
 */
export function Modal({ labelledBy, onClose, closeOnBackdrop = false, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A press that starts inside (e.g. selecting text) and ends on the backdrop is no backdrop click.
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={labelledBy}
      aria-modal="true"
      // Escape: the parent's state closes the dialog, so the two never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}

interface ModalHeaderProps {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** a back action shown before the title (e.g. to the settings menu) */
  back?: { label: string; onBack: () => void };
}

function ArrowLeft() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

function Cross() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** Title row: optional back, the title (which names the dialog), close. */
export function ModalHeader({ titleId, title, closeLabel, onClose, back }: ModalHeaderProps) {
  return (
    <header className={styles.header}>
      {back && (
        <button type="button" className={styles.iconButton} onClick={back.onBack} aria-label={back.label} title={back.label}>
          <ArrowLeft />
        </button>
      )}
      <h2 id={titleId} className={styles.title} tabIndex={-1}>
        {title}
      </h2>
      <button type="button" className={styles.iconButton} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
        <Cross />
      </button>
    </header>
  );
}
