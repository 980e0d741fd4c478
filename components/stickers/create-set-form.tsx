'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { STICKER_SET_NAME_MAX } from '@/lib/contract/limits';
import { setNameProblem } from '@/lib/client/stickers/sticker-files';
import styles from './stickers.module.css';
import { useCreateStickerSet } from '@/lib/client/queries/sticker-sets';
import type { StickerSet } from '@/lib/contract/answers';

/** "New set": a name (required after trimming, max 40) and a create button. */
export function CreateSetForm({ onCreated }: { onCreated: (set: StickerSet) => void }) {
  const t = useTranslations('stickers');
  const create = useCreateStickerSet();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const counterId = useId();
  const length = name.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = setNameProblem(name);
    if (problem) {
      setMessage({ kind: 'error', text: t(`errors.${problem}`, { max: STICKER_SET_NAME_MAX }) });
      inputRef.current?.focus();
      return;
    }
    setMessage(null);
    try {
      const answer = await create.mutateAsync(name.trim());
      setName('');
      setMessage({ kind: 'success', text: t('created', { name: name.trim() }) });
      if (answer.stickerSet) onCreated(answer.stickerSet);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('errors.createFailed')) });
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        {t('newSet')}
      </h2>
      <form className={styles.createForm} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={inputId}>
          {t('newSetLabel')}
        </label>
        <div className={styles.inputRow}>
          <input
            ref={inputRef}
            id={inputId}
            name="name"
            className={styles.input}
            value={name}
            placeholder={t('newSetPlaceholder')}
            autoComplete="off"
            aria-describedby={counterId}
            aria-invalid={message?.kind === 'error' || undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className={buttons.primary} disabled={create.isPending}>
            {t('create')}
          </button>
        </div>
        <p id={counterId} className={length > STICKER_SET_NAME_MAX ? styles.counterOver : styles.counter}>
          {t('counter', { count: length, max: STICKER_SET_NAME_MAX })}
        </p>
        <FormMessage message={message} />
      </form>
    </section>
  );
}
