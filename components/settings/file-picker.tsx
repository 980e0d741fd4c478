'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes } from 'react';
import buttons from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import styles from './file-picker.module.css';

interface FilePickerProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'accept' | 'aria-invalid' | 'aria-describedby'> {
  /** the field's label, which names the file input */
  label: string;
  /** the picked file's name, shown beside the button */
  fileName?: string;
  /** a hint under the control (its id goes into aria-describedby) */
  hint?: string;
  onPick: (file: File | undefined) => void;
}

/**
 * A file input drawn in the page's language (the browser's own "Choose File / No file chosen"
 * follows the browser, not the page): the real input stays focusable, the button is its label.
 */
export function FilePicker({ label, fileName, hint, onPick, accept, ...aria }: FilePickerProps) {
  const t = useTranslations('settings.file');
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : undefined, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field.field}>
      <span id={`${id}-label`} className={field.label}>
        {label}
      </span>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={describedBy}
          onChange={(event) => onPick(event.target.files?.[0])}
        />
        <label htmlFor={id} className={`${buttons.secondary} ${styles.button}`} aria-hidden="true">
          {t('browse')}
        </label>
        <span className={styles.name}>{fileName || t('none')}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
