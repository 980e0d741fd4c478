'use client';

import { useCopy } from './use-copy';
import styles from './copy-button.module.css';

interface CopyButtonProps {
  text: string;
  /** the accessible name, e.g. "Copy account ID" */
  label: string;
  copiedLabel: string;
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

/** An icon button that copies `text`; shows the "copied" mark for 2 s. */
export function CopyButton({ text, label, copiedLabel }: CopyButtonProps) {
  const { copied, copy } = useCopy();
  const done = copied === text;
  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} aria-label={label} title={label} onClick={() => void copy(text)}>
        {done ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className={styles.copied} role="status" aria-live="polite">
        {done ? copiedLabel : ''}
      </span>
    </span>
  );
}
