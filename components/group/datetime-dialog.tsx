'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { DateField } from '@/components/ui/date-field';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import fields from '@/components/ui/field.module.css';
import { dayValueOf, todayValue } from '@/lib/client/date-parts';

/** Default end of a mute: now plus 10 minutes (SPEC.md section 9). */
export const DEFAULT_MUTE_MS = 10 * 60 * 1000;
/** How long the "future times only" hint stays (SPEC.md section 9). */
export const FUTURE_HINT_MS = 9000;

/** How far ahead an end can be picked. */
const LATEST_YEARS = 5;

const pad = (n: number) => String(n).padStart(2, '0');

/** The hours (24) or minutes (60) of a time, two digits each. */
function ClockSelect(props: { part: 'hour' | 'minute'; label: string; count: number; value: number; onChange: (value: number) => void }) {
  return (
    <select className={fields.input} aria-label={props.label} data-part={props.part} value={props.value} onChange={(event) => props.onChange(Number(event.target.value))}>
      {Array.from({ length: props.count }, (_, n) => (
        <option key={n} value={n}>
          {pad(n)}
        </option>
      ))}
    </select>
  );
}

interface DateTimeDialogProps {
  title: string;
  description?: string;
  confirmLabel: string;
  onConfirm: (until: Date) => void;
  onClose: () => void;
}

/**
 * Picks an end time (date and time, default now + 10 min): the day in the interface language's
 * order (DateField), the time on a 24-hour clock, never the browser's own pickers, which follow
 * the browser's language. A past time shows the future-only hint for 9 s instead of confirming.
 * Mount it only while open.
 */
export function DateTimeDialog({ title, description, confirmLabel, onConfirm, onClose }: DateTimeDialogProps) {
  const t = useTranslations('group');
  const tc = useTranslations('common');
  const hintId = useId();
  const [start] = useState(() => new Date(Date.now() + DEFAULT_MUTE_MS));
  const [bounds] = useState(() => {
    const latest = new Date();
    latest.setFullYear(latest.getFullYear() + LATEST_YEARS);
    return { min: todayValue(), max: dayValueOf(latest) };
  });
  const [day, setDay] = useState(() => dayValueOf(start));
  const [hour, setHour] = useState(start.getHours());
  const [minute, setMinute] = useState(start.getMinutes());
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
    // A date and time without a zone: the browser's local time.
    const until = new Date(`${day}T${pad(hour)}:${pad(minute)}`);
    if (!day || Number.isNaN(until.getTime()) || until.getTime() <= Date.now()) {
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
        <DateField label={t('untilLabel')} defaultValue={day} min={bounds.min} max={bounds.max} onChange={setDay} />
        <div className={fields.dateRow} role="group" aria-label={tc('time')} aria-describedby={hint ? hintId : undefined}>
          <ClockSelect part="hour" label={tc('hour')} count={24} value={hour} onChange={setHour} />
          <ClockSelect part="minute" label={tc('minute')} count={60} value={minute} onChange={setMinute} />
        </div>
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
