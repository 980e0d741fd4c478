'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type InputHTMLAttributes } from 'react';
import styles from './field.module.css';
import { EyeIcon, EyeOffIcon } from './icons';
import { LabelledField } from './labelled-field';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  name: string;
}

/** A labelled password input with a show/hide toggle. */
export function PasswordInput({ label, id, ...input }: PasswordInputProps) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <LabelledField label={label} inputId={inputId}>
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
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </LabelledField>
  );
}
