'use client';

import { useTranslations } from 'next-intl';
import { CloudOffIcon } from '@/components/ui/icons';
import { useBrowserOnline } from '@/lib/client/offline/use-browser-online';
import styles from './offline.module.css';

/** Without the network: a line under the header says so, and that what is written waits. */
export function OfflineBanner() {
  const t = useTranslations('offline');
  const online = useBrowserOnline();
  return (
    <div role="status" className={online ? undefined : styles.banner} data-testid="offline-banner">
      {!online && (
        <>
          <CloudOffIcon size={18} />
          <span>{t('banner')}</span>
        </>
      )}
    </div>
  );
}
