import { useTranslations } from 'next-intl';
import styles from './screen.module.css';

/** Shown while a route guard decides, so protected content never flashes. */
export function LoadingScreen() {
  const t = useTranslations('common');
  return (
    <main className={styles.screen} aria-busy="true">
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    </main>
  );
}
