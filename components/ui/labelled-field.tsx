import type { ReactNode } from 'react';
import styles from './field.module.css';

interface LabelledFieldProps {
  label: string;
  inputId: string;
  /** for screen readers only, where a heading or placeholder already names the field on screen */
  labelHidden?: boolean;
  children: ReactNode;
}

/** The kit's field frame: a label above the control it names (`inputId`). */
export function LabelledField({ label, inputId, labelHidden, children }: LabelledFieldProps) {
  return (
    <div className={styles.field}>
      <label className={labelHidden ? 'visually-hidden' : styles.label} htmlFor={inputId}>
        {label}
      </label>
      {children}
    </div>
  );
}
