'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import { Toaster, useToaster } from '@/components/ui/toaster';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { TopBar } from '@/components/ui/top-bar';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import styles from './admin.module.css';
import { BadgeFiltersBar } from './badge-filters';
import { BadgeTable } from './badge-table';
import { RemoveBadgeDialog } from './remove-badge-dialog';
import { DEFAULT_FILTERS, useBadgeRequests, type BadgeFilters } from '@/lib/client/queries/badge-requests';
import type { BadgeRequest } from '@/lib/contract/answers';
import { useDebounced } from '@/lib/client/use-debounced';

/** SPEC.md section 9: the admin success toast lasts about 2.2 s. */
export const ADMIN_TOAST_MS = 2200;
const SEARCH_PAUSE_MS = 300;

/** The unlocked admin screen: header, filters, the requests table, the remove dialog, a toast. */
export function BadgeRequestsPanel({ onLogout }: { onLogout: () => void }) {
  const t = useTranslations('admin');
  const [filters, setFilters] = useState<BadgeFilters>(DEFAULT_FILTERS);
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<BadgeRequest | null>(null);
  const [failure, setFailure] = useState<FormMessageValue | null>(null);
  const { toasts, notify } = useToaster({ duration: ADMIN_TOAST_MS, max: 1 });
  const settledSearch = useDebounced(search, SEARCH_PAUSE_MS);

  const applied = useMemo(() => ({ ...filters, search: settledSearch }), [filters, settledSearch]);
  // The day pickers offer no range that ends before it starts (BadgeFiltersBar).
  const list = useBadgeRequests(applied);
  const rows = list.data ?? [];

  const succeed = (text: string) => {
    setFailure(null);
    notify(text, 'success');
  };

  const reset = () => {
    setFilters(DEFAULT_FILTERS);
    setSearch('');
  };

  return (
    <>
      <TopBar title={t('title')}>
        <LanguageSwitcher />
        <button type="button" className={buttons.secondary} onClick={onLogout}>
          {t('logout')}
        </button>
      </TopBar>
      <main className={styles.page}>
        <BadgeFiltersBar
          filters={filters}
          search={search}
          onSearch={setSearch}
          onChange={setFilters}
          onReset={reset}
        />
        <FormMessage message={failure} />
        <p className={styles.resultCount} aria-live="polite">
          {list.isSuccess && !list.isFetching ? t('count', { count: rows.length }) : '\u00a0'}
        </p>
        <BadgeTable
          rows={rows}
          loading={list.isPending && list.fetchStatus !== 'idle'}
          error={list.isError ? errorText(list.error, t('loadFailed')) : null}
          onSuccess={succeed}
          onFailure={(text) => setFailure({ kind: 'error', text })}
          onRemove={(request) => {
            setFailure(null);
            setRemoving(request);
          }}
        />
      </main>
      <RemoveBadgeDialog
        request={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          succeed(t('removedToast'));
        }}
      />
      <Toaster toasts={toasts} testId="admin-toast" />
    </>
  );
}
