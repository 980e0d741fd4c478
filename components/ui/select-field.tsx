import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  children: ReactNode;
}

/** A labelled select. */
export function SelectField({ label, id, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} className={styles.input} {...select}>
        {children}
      </select>
    </div>
  );
}
