'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import buttons from '@/components/ui/button.module.css';
import { DateField } from '@/components/ui/date-field';
import { EARLIEST_DAY, utcTodayValue } from '@/lib/client/date-parts';
import styles from './admin.module.css';
import { STATUS_FILTERS, type BadgeFilters, type StatusFilter } from '@/lib/client/queries/badge-requests';

interface BadgeFiltersBarProps {
  filters: BadgeFilters;
  /** the search box's text (applied to the list after a short pause) */
  search: string;
  onSearch: (search: string) => void;
  onChange: (filters: BadgeFilters) => void;
  onReset: () => void;
}

/**
 * Free text, status, a from/to range of UTC days (yyyy-MM-dd, the list's meaning) and reset. Each
 * end is picked between the other and the earliest day or today, so the range cannot be reversed.
 */
export function BadgeFiltersBar({ filters, search, onSearch, onChange, onReset }: BadgeFiltersBarProps) {
  const t = useTranslations('admin');
  const id = useId();
  const [today] = useState(utcTodayValue);
  // Reset starts the day pickers over, half-made picks included.
  const [resets, setResets] = useState(0);
  const bounds = {
    from: { min: EARLIEST_DAY, max: filters.to || today },
    to: { min: filters.from || EARLIEST_DAY, max: today },
  };

  return (
    <form className={styles.filters} role="search" aria-label={t('filters')} onSubmit={(event) => event.preventDefault()}>
      <div className={`${styles.filter} ${styles.searchFilter}`}>
        <label className={styles.filterLabel} htmlFor={`${id}-search`}>
          {t('search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={styles.control}
          value={search}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-status`}>
          {t('status')}
        </label>
        <select
          id={`${id}-status`}
          className={styles.control}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((field) => (
        <DayFilter
          key={`${field}-${resets}`}
          label={t(field)}
          clearLabel={t(field === 'from' ? 'clearFrom' : 'clearTo')}
          value={filters[field]}
          min={bounds[field].min}
          max={bounds[field].max}
          onChange={(value) => onChange({ ...filters, [field]: value })}
        />
      ))}
      <div className={styles.resetCell}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            setResets((n) => n + 1);
            onReset();
          }}
        >
          {t('reset')}
        </button>
      </div>
    </form>
  );
}

interface DayFilterProps {
  label: string;
  clearLabel: string;
  /** yyyy-MM-dd or '' */
  value: string;
  min: string;
  max: string;
  onChange: (value: string) => void;
}

/** One end of the range: the interface language's day picker and a ✕ that empties it. */
function DayFilter({ label, clearLabel, value, min, max, onChange }: DayFilterProps) {
  const cell = useRef<HTMLDivElement>(null);
  // DateField keeps its own picks: a new key starts it over, empty.
  const [clears, setClears] = useState(0);

  const clear = () => {
    // Rendered at once, so the focus can move from the ✕ (now disabled) to the new first select.
    flushSync(() => {
      setClears((n) => n + 1);
      onChange('');
    });
    cell.current?.querySelector('select')?.focus();
  };

  return (
    <div ref={cell} className={`${styles.filter} ${styles.dayFilter}`}>
      <DateField key={clears} label={label} defaultValue={value} min={min} max={max} onChange={onChange} />
      <button type="button" className={styles.clearDate} aria-label={clearLabel} disabled={!value} onClick={clear}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
