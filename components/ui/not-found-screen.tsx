'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useInitialToken } from '@/lib/client/use-initial-token';
import buttons from './button.module.css';
import styles from './screen.module.css';

/** The not-found screen: back home, or back to the chat for a signed-in visitor. */
export function NotFoundScreen() {
  const t = useTranslations('notFound');
  const signedIn = !!useInitialToken();
  return (
    <main className={styles.screen}>
      <section className={`${styles.card} ${styles.center}`} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('text')}</p>
        <Link href={signedIn ? '/chat' : '/'} className={buttons.primary}>
          {signedIn ? t('chat') : t('home')}
        </Link>
      </section>
    </main>
  );
}
