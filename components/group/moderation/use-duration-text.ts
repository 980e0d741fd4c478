'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** A slow-mode interval in words, in the reader's language: "30 seconds", "5 minutes", "1 hour", "off". */
export function useDurationText() {
  const t = useTranslations('moderation');
  return useCallback(
    (seconds: number) => {
      if (!seconds) return t('slowModeOff');
      if (seconds % 3600 === 0) return t('hours', { count: seconds / 3600 });
      if (seconds % 60 === 0) return t('minutes', { count: seconds / 60 });
      return t('seconds', { count: seconds });
    },
    [t],
  );
}
