import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';
import { LabelledField } from './labelled-field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** a control shown beside the input (e.g. a send-code button) */
  addon?: ReactNode;
  /** for screen readers only, where a heading or placeholder already names the field on screen */
  labelHidden?: boolean;
}

/** A labelled input. */
export function TextField({ label, addon, labelHidden, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <LabelledField label={label} inputId={inputId} labelHidden={labelHidden}>
      <div className={styles.row}>
        <input id={inputId} className={styles.input} {...input} />
        {addon}
      </div>
    </LabelledField>
  );
}
