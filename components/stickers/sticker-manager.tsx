'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { TopBar } from '@/components/ui/top-bar';
import buttons from '@/components/ui/button.module.css';
import { CreateSetForm } from './create-set-form';
import { StickerSetCard } from './sticker-set-card';
import styles from './stickers.module.css';
import { SETS_HEADING_ID, useStickerSets } from '@/lib/client/queries/sticker-sets';
import { ChevronLeftIcon } from '@/components/ui/icons';

/** /my-stickers: the signed-in user's sticker sets (SPEC.md section 2, "Sticker manager"). */
export function StickerManager() {
  const t = useTranslations('stickers');
  const { data, isPending, isError } = useStickerSets();
  // A newly created set opens, ready for its first sticker.
  const [openedId, setOpenedId] = useState<string | null>(null);
  // SPEC.md section 8: a failed fetch empties the list.
  const sets = isError ? [] : (data ?? []);

  return (
    <>
      <TopBar title={t('title')}>
        <Link href="/chat" className={buttons.secondary}>
          <ChevronLeftIcon size={18} />
          {t('backToChat')}
        </Link>
        <LanguageSwitcher />
      </TopBar>
      <main className={styles.page}>
        <CreateSetForm onCreated={(set) => setOpenedId(set._id)} />
        <section className={styles.card} aria-labelledby={SETS_HEADING_ID} aria-busy={isPending}>
          <h2 id={SETS_HEADING_ID} className={styles.heading} tabIndex={-1}>
            {t('setsHeading')}
          </h2>
          {isPending ? (
            <p className={styles.muted} role="status">
              {t('loading')}
            </p>
          ) : isError ? (
            <p className={styles.loadError} role="alert">
              {t('errors.loadFailed')}
            </p>
          ) : null}
          {!isPending && !isError && sets.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
          {sets.length > 0 ? (
            <ul className={styles.setList}>
              {sets.map((set) => (
                <StickerSetCard key={set._id} set={set} defaultExpanded={set._id === openedId} />
              ))}
            </ul>
          ) : null}
        </section>
      </main>
    </>
  );
}
