'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useChatScreen } from '../chat-context';

/**
 * Files are not kept for later without the network: sending them then is refused with a note,
 * and they stay among the pending files to be sent once the network is back. Answers whether
 * it refused.
 */
export function useOfflineFilesRefusal(): () => boolean {
  const t = useTranslations('offline');
  const { notify } = useChatScreen();
  return useCallback(() => {
    if (navigator.onLine) return false;
    notify(t('filesOffline'));
    return true;
  }, [notify, t]);
}
