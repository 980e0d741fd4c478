'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { errorText } from '@/lib/client/api';
import { refusalCode } from '@/lib/client/queries/send-message';

/** The text of a refused send: the muted and blocked notices of SPEC.md, else the server's or the fallback. */
export function useSendErrorText() {
  const t = useTranslations('composer');
  return useCallback(
    (error: unknown, fallback: string) => {
      switch (refusalCode(error)) {
        case 'GROUP_MUTED':
          return t('groupMuted');
        case 'USER_MUTED':
          return t('userMuted');
        case 'BLOCKED':
          return t('blocked');
        default:
          return errorText(error, fallback);
      }
    },
    [t],
  );
}
