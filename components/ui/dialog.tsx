'use client';

import { useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { IconButton } from './icon-button';
import { ChevronLeftIcon, CloseIcon } from './icons';

interface DialogBaseProps {
  /** false renders nothing; the dialog is shown (showModal) while it is open and mounted */
  open?: boolean;
  /** Escape, the close button and (when allowed) a click on the backdrop */
  onClose: () => void;
  /** a click outside the panel closes it; off while a form holds typed data */
  closeOnBackdrop?: boolean;
  /** compact: a yes/no question; wide: lightbox and file previews */
  size?: 'compact' | 'small' | 'medium' | 'wide';
  /** top: anchored near the top, so the panel does not jump when its height changes */
  placement?: 'center' | 'top';
  className?: string;
  children: ReactNode;
}

interface TitledDialogProps extends DialogBaseProps {
  /** the visible heading, which names the dialog */
  title: string;
  /** the heading's id, for a caller that moves the focus to it */
  titleId?: string;
  description?: string;
  /** a back action shown before the title (e.g. to the settings menu) */
  back?: { label: string; onBack: () => void };
  /** the action row under the body */
  footer?: ReactNode;
  labelledBy?: never;
}

interface UntitledDialogProps extends DialogBaseProps {
  /** the id of the element inside children that names the dialog (e.g. a question) */
  labelledBy: string;
  title?: never;
}

export type DialogProps = TitledDialogProps | UntitledDialogProps;

/**
 * The one modal dialog of the app, on the native <dialog>: showModal keeps the focus inside and
 * makes the rest of the page inert, Escape closes, and its title (or `labelledBy`) names it.
 * Nested dialogs (a ConfirmDialog over the settings) stack in the browser's top layer.
 */
export function Dialog(props: DialogProps) {
  if (props.open === false) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog(props: DialogProps) {
  const { onClose, closeOnBackdrop = false, size = 'small', placement = 'center', className, children } = props;
  const ref = useRef<HTMLDialogElement>(null);
  // A press that starts inside (e.g. selecting text) and ends on the backdrop is no backdrop click.
  const pressedBackdrop = useRef(false);
  const generatedId = useId();
  const titleId = props.title !== undefined ? (props.titleId ?? generatedId) : props.labelledBy;
  const descriptionId = `${generatedId}-description`;
  const description = props.title !== undefined ? props.description : undefined;

  // The body mounts only once the dialog is open: React focuses an `autoFocus` field when it
  // mounts, which does nothing inside a closed <dialog>. So showModal runs first (the browser
  // focuses the first control, as the close button), then the body comes with its own focus.
  const [opened, setOpened] = useState(false);
  // Layout effects: showModal before paint, and close() while the element is still in the page,
  // so the browser gives the focus back to where it was before the dialog opened.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    setOpened(true);
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]} ${placement === 'top' ? styles.top : ''} ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: the parent's state closes the dialog, so the two never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may close it without a cancel event (a second Escape with no click between):
      // the parent hears of it all the same.
      onClose={onClose}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        {props.title !== undefined && <DialogHeader titleId={titleId} title={props.title} back={props.back} onClose={onClose} />}
        {opened && (
          <>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
            {children}
            {props.title !== undefined && props.footer && <DialogActions>{props.footer}</DialogActions>}
          </>
        )}
      </div>
    </dialog>
  );
}

function DialogHeader({ titleId, title, back, onClose }: { titleId: string; title: string; back?: TitledDialogProps['back']; onClose: () => void }) {
  const t = useTranslations('common');
  return (
    <header className={styles.header}>
      {back && (
        <IconButton label={back.label} onClick={back.onBack}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      <h2 id={titleId} className={styles.title} tabIndex={-1}>
        {title}
      </h2>
      <IconButton label={t('close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </header>
  );
}

/** The row of a dialog's buttons, at the end of the line. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
