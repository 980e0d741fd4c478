'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { persistLocale, storedLocaleMissingFromCookie } from '@/lib/client/locale';
import { useSaveLanguage } from '@/lib/client/queries/account-mutations';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import styles from './language-switcher.module.css';

/** VN / US / 中文: stores the choice (cookie and localStorage), re-renders the page in it. */
export function LanguageSwitcher() {
  const t = useTranslations();
  const active = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { mutate: saveLanguage } = useSaveLanguage();

  const choose = (lang: Locale) => {
    persistLocale(lang);
    // Signed in: the server keeps the language too (mails, pushes); a failure is ignored (SPEC.md 1).
    saveLanguage(lang);
    startTransition(() => router.refresh());
  };

  // A language kept in localStorage whose cookie is gone (cleared, expired): restore it once.
  useEffect(() => {
    const stored = storedLocaleMissingFromCookie();
    if (!stored) return;
    persistLocale(stored);
    if (stored !== active) router.refresh();
  }, [active, router]);

  return (
    <div className={styles.switcher} role="group" aria-label={t('common.language')} aria-busy={pending}>
      {LOCALES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.option}
          aria-pressed={lang === active}
          onClick={() => choose(lang)}
        >
          {t(`lang.${lang}`)}
        </button>
      ))}
    </div>
  );
}
