import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** a control shown beside the input (e.g. a send-code button) */
  addon?: ReactNode;
}

/** A labelled input. */
export function TextField({ label, addon, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={inputId} className={styles.input} {...input} />
        {addon}
      </div>
    </div>
  );
}
