'use client';

import { useCopy } from './use-copy';
import styles from './copy-button.module.css';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';

interface CopyButtonProps {
  text: string;
  /** the accessible name, e.g. "Copy account ID" */
  label: string;
  copiedLabel: string;
}

/** An icon button that copies `text`; shows the "copied" mark for 2 s. */
export function CopyButton({ text, label, copiedLabel }: CopyButtonProps) {
  const { copied, copy } = useCopy();
  const done = copied === text;
  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} aria-label={label} title={label} onClick={() => void copy(text)}>
        {done ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      </button>
      <span className={styles.copied} role="status" aria-live="polite">
        {done ? copiedLabel : ''}
      </span>
    </span>
  );
}
