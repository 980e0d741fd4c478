'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { datePartOrder, dayValue, monthNames, parseDayValue, partChoices, type DatePart, type DayParts } from '@/lib/client/date-parts';
import styles from './field.module.css';

interface DateFieldProps {
  label: string;
  /** the form field's name: a hidden input carries 'YYYY-MM-DD' ('' until every part is chosen) */
  name?: string;
  /** 'YYYY-MM-DD' to start from */
  defaultValue?: string;
  /** every change, as 'YYYY-MM-DD' ('' while a part is missing) */
  onChange?: (value: string) => void;
  /** the first and last days that can be picked, 'YYYY-MM-DD' */
  min: string;
  max: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const clampTo = (value: number | undefined, choices: number[]) =>
  value === undefined || !choices.length ? value : Math.min(Math.max(value, choices[0]), choices[choices.length - 1]);

/**
 * A day picked as day, month and year, in the order and with the month names of the interface's
 * language (the browser's date input follows the browser's language). Only days from `min` to
 * `max` can be picked, so there is nothing to refuse.
 */
export function DateField({ label, name, defaultValue, onChange, min, max, disabled, autoFocus }: DateFieldProps) {
  const t = useTranslations('common');
  const locale = useLocale();
  const labelId = useId();
  const [chosen, setChosen] = useState<Partial<DayParts>>(() => parseDayValue(defaultValue));
  const order = useMemo(() => datePartOrder(locale), [locale]);
  const months = useMemo(() => monthNames(locale), [locale]);
  const bounds = useMemo(() => [parseDayValue(min) as DayParts, parseDayValue(max) as DayParts] as const, [min, max]);
  const choices = partChoices(chosen, ...bounds);

  const choose = (part: DatePart, raw: string) => {
    const next = { ...chosen, [part]: raw ? Number(raw) : undefined };
    // A part no longer offered (by the new choice, or by bounds moved since it was picked) moves
    // to the nearest one that is: year first, as the months and days offered depend on it.
    next.year = clampTo(next.year, [bounds[0].year, bounds[1].year]);
    next.month = clampTo(next.month, partChoices(next, ...bounds).month);
    next.day = clampTo(next.day, partChoices(next, ...bounds).day);
    setChosen(next);
    onChange?.(dayValue(next) ?? '');
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <div className={styles.dateRow} role="group" aria-labelledby={labelId}>
        {order.map((part, index) => (
          <select
            key={part}
            className={`${styles.input} ${part === 'month' ? styles.dateMonth : ''}`}
            aria-label={t(part)}
            data-part={part}
            value={chosen[part] ?? ''}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => choose(part, event.target.value)}
          >
            <option value="">{t(part)}</option>
            {choices[part].map((n) => (
              <option key={n} value={n}>
                {part === 'month' ? months[n - 1] : n}
              </option>
            ))}
          </select>
        ))}
      </div>
      {name && <input type="hidden" name={name} value={dayValue(chosen) ?? ''} />}
    </div>
  );
}
