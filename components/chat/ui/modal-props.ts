// The props of the lazily loaded modal: shared by its loader (modal.tsx) and the dialog, so
// that the dialog does not import back into the file that loads it.
import type { ReactNode } from 'react';

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
