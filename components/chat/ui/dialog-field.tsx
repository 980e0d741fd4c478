import type { InputHTMLAttributes, ReactNode } from 'react';
import ui from './ui.module.css';

interface DialogFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** what stands under the input: a hint, an error line or a character count */
  note?: ReactNode;
}

/** A labelled input of a chat screen dialog. */
export function DialogField({ id, label, note, ...input }: DialogFieldProps) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={ui.input} {...input} />
      {note}
    </div>
  );
}
