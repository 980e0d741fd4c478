'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { clearSession } from '@/lib/client/session';

export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The settings dialog of the chat header (SPEC.md section 2, "Settings menu"). This first form
 * holds the menu's logout; the sub-forms are added beside it in components/settings/.
 */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  const t = useTranslations('chat');
  const router = useRouter();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  if (!open) return null;
  return (
    <>
      <div role="dialog" aria-modal="true" aria-label={t('settings')}>
        <button type="button" onClick={() => setConfirmingLogout(true)}>
          {t('logout')}
        </button>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <ConfirmDialog
        open={confirmingLogout}
        message={t('logoutConfirm')}
        confirmLabel={t('logout')}
        onConfirm={() => {
          clearSession();
          router.replace('/login');
        }}
        onCancel={() => setConfirmingLogout(false)}
      />
    </>
  );
}
