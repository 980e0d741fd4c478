'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { registerWorker } from '@/lib/client/push/register-worker';
import styles from './app-worker.module.css';

/** Registers the service worker on every page and offers "new version: reload" when a new build waits. */
export function AppWorker() {
  const t = useTranslations('pwa');
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => {
    let update: (() => void) | undefined;
    registerWorker(() => setReload(() => () => update?.()))
      .then((handOver) => {
        update = handOver;
      })
      .catch((error) => console.warn('[pwa] service worker not registered', error));
  }, []);
  if (!reload) return null;
  return (
    <div className={styles.banner} role="status">
      <span>{t('updateReady')}</span>
      <button type="button" className={styles.reload} onClick={reload}>
        {t('reload')}
      </button>
    </div>
  );
}
