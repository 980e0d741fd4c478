'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes } from 'react';
import styles from './field.module.css';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  name: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A labelled password input with a show/hide toggle. */
export function PasswordInput({ label, id, ...input }: PasswordInputProps) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={inputId} className={styles.input} type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-controls={inputId}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </div>
  );
}
