'use client';

import type { ReactNode } from 'react';
import { loadOnOpen } from './load-on-open';

export interface ModalProps {
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

/** A modal dialog: focus trap, Escape and outside click close, labelled by its title (Radix, loaded on first open). */
export const Modal = loadOnOpen<ModalProps>(() => import('./modal-dialog').then((m) => m.ModalDialog), (props) => props.open);
