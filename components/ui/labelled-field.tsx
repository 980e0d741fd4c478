import type { ReactNode } from 'react';
import styles from './field.module.css';

/** The kit's field frame: a label above the control it names (`inputId`). */
export function LabelledField({ label, inputId, children }: { label: string; inputId: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {children}
    </div>
  );
}
