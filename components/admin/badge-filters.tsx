'use client';

import { useTranslations } from 'next-intl';
import { useId, type ChangeEvent } from 'react';
import buttons from '@/components/ui/button.module.css';
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

/** Free text, status, a from/to day range (yyyy-MM-dd, each bounding the other) and reset. */
export function BadgeFiltersBar({ filters, search, onSearch, onChange, onReset }: BadgeFiltersBarProps) {
  const t = useTranslations('admin');
  const id = useId();

  // A native date input answers '' (empty or half typed) or yyyy-MM-dd.
  const dateInput = (field: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => onChange({ ...filters, [field]: event.target.value });
  const clearDate = (field: 'from' | 'to') => {
    onChange({ ...filters, [field]: '' });
    document.getElementById(`${id}-${field}`)?.focus();
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
        <div key={field} className={styles.filter}>
          <label className={styles.filterLabel} htmlFor={`${id}-${field}`}>
            {t(field)}
          </label>
          <div className={styles.dateRow}>
            <input
              id={`${id}-${field}`}
              type="date"
              className={styles.control}
              value={filters[field]}
              min={field === 'to' ? filters.from || undefined : undefined}
              max={field === 'from' ? filters.to || undefined : undefined}
              onChange={dateInput(field)}
            />
            <button
              type="button"
              className={styles.clearDate}
              aria-label={t(field === 'from' ? 'clearFrom' : 'clearTo')}
              disabled={!filters[field]}
              onClick={() => clearDate(field)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        </div>
      ))}
      <div className={styles.resetCell}>
        <button type="button" className={buttons.secondary} onClick={onReset}>
          {t('reset')}
        </button>
      </div>
    </form>
  );
}
