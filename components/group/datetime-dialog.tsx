'use client';

import { format } from 'date-fns';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import fields from '@/components/ui/field.module.css';

/** Default end of a mute: now plus 10 minutes (SPEC.md section 9). */
export const DEFAULT_MUTE_MS = 10 * 60 * 1000;
/** How long the "future times only" hint stays (SPEC.md section 9). */
export const FUTURE_HINT_MS = 9000;

/** The value a datetime-local input takes for a time, in the browser's zone. */
export const toLocalInput = (time: number) => format(time, "yyyy-MM-dd'T'HH:mm");

interface DateTimeDialogProps {
  title: string;
  description?: string;
  confirmLabel: string;
  onConfirm: (until: Date) => void;
  onClose: () => void;
}

/**
 * Picks an end time (date and time, default now + 10 min). A past time shows the future-only
 * hint for 9 s instead of confirming. Mount it only while open.
 */
export function DateTimeDialog({ title, description, confirmLabel, onConfirm, onClose }: DateTimeDialogProps) {
  const t = useTranslations('group');
  const tc = useTranslations('common');
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(() => toLocalInput(Date.now() + DEFAULT_MUTE_MS));
  const [hint, setHint] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const until = new Date(value);
    if (!value || Number.isNaN(until.getTime()) || until.getTime() <= Date.now()) {
      setHint(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setHint(false), FUTURE_HINT_MS);
      return;
    }
    onConfirm(until);
  };

  return (
    <Dialog closeOnBackdrop title={title} description={description} onClose={onClose}>
      <form className={fields.field} onSubmit={submit} noValidate>
        <label className={fields.label} htmlFor={inputId}>
          {t('untilLabel')}
        </label>
        <input
          id={inputId}
          type="datetime-local"
          className={fields.input}
          value={value}
          step={60}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setValue(event.target.value)}
          data-testid="mute-until-input"
        />
        <p id={hintId} className={fields.fieldError} role="alert">
          {hint ? t('futureOnly') : ''}
        </p>
        <DialogActions>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {tc('cancel')}
          </button>
          <button type="submit" className={buttons.primary}>
            {confirmLabel}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
