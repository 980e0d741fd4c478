'use client';

import { loadOnOpen } from './load-on-open';
import type { ModalProps } from './modal-props';

/** A modal dialog: focus trap, Escape and outside click close, labelled by its title (Radix, loaded on first open). */
export const Modal = loadOnOpen<ModalProps>(() => import('./modal-dialog').then((m) => m.ModalDialog), (props) => props.open);
