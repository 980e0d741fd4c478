'use client';

import { useTranslations } from 'next-intl';
import styles from './admin.module.css';
import { BadgeRow } from './badge-row';
import type { BadgeRequest } from '@/lib/contract/answers';

const COLUMNS = ['type', 'targetId', 'fullname', 'email', 'phone', 'document', 'status', 'note', 'createdAt', 'action'] as const;

interface BadgeTableProps {
  rows: BadgeRequest[];
  loading: boolean;
  /** the list could not be loaded: the reason */
  error: string | null;
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
  onRemove: (request: BadgeRequest) => void;
}

/** The requests table; it scrolls sideways on narrow screens (and by keyboard: it is focusable). */
export function BadgeTable({ rows, loading, error, onSuccess, onFailure, onRemove }: BadgeTableProps) {
  const t = useTranslations('admin');
  const stateRow = (text: string, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={COLUMNS.length} className={error ? styles.errorCell : styles.stateCell} role={role}>
        {text}
      </td>
    </tr>
  );

  return (
    <div className={styles.tableWrap} role="region" aria-label={t('tableLabel')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? stateRow(t('loading'), 'status')
            : error
              ? stateRow(error, 'alert')
              : rows.length === 0
                ? stateRow(t('noData'))
                : rows.map((request) => (
                    <BadgeRow key={request._id} request={request} onSuccess={onSuccess} onFailure={onFailure} onRemove={onRemove} />
                  ))}
        </tbody>
      </table>
    </div>
  );
}
