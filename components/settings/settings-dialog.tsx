'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { clearSession } from '@/lib/client/session';
import { ChangeAvatarForm } from './change-avatar-form';
import { ChangeBirthdayForm } from './change-birthday-form';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { PushSettings } from './push-settings';
import { unsubscribeThisDevice } from '@/lib/client/push/device';
import { SettingsMenu, type SettingsForm } from './settings-menu';

export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The settings dialog of the chat header (SPEC.md section 2, "Settings menu"; section 4,
 * "Settings panel"): the menu, then one sub-form at a time with a back action to the menu.
 * Each opening starts at the menu with empty forms.
 */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  return open ? <SettingsPanel onClose={onClose} /> : null;
}

function SettingsPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations('settings');
  const router = useRouter();
  const titleId = useId();
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [leftForm, setLeftForm] = useState<SettingsForm | null>(null);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  // A form without a field to focus first (avatar): the focus goes to its title, not the page.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(titleId)?.focus();
  }, [form, titleId]);

  const backToMenu = () => {
    setLeftForm(form);
    setForm(null);
  };

  const logout = async () => {
    // This device stops receiving the account's pushes (while the session still may say so).
    await unsubscribeThisDevice();
    clearSession();
    router.replace('/login');
  };

  return (
    <>
      <Dialog
        title={form ? t(`${form}.title`) : t('title')}
        titleId={titleId}
        back={form ? { label: t('backToMenu'), onBack: backToMenu } : undefined}
        onClose={onClose}
        closeOnBackdrop={form === null}
        size="medium"
        placement="top"
      >
        {form === null && (
          <SettingsMenu onOpen={setForm} onLogout={() => setConfirmingLogout(true)} onNavigate={onClose} returnFocusTo={leftForm} />
        )}
        {form === 'password' && <ChangePasswordForm />}
        {form === 'email' && <ChangeEmailForm onDone={onClose} />}
        {form === 'birthday' && <ChangeBirthdayForm onDone={onClose} />}
        {form === 'avatar' && <ChangeAvatarForm />}
        {form === 'push' && <PushSettings />}
        {form === 'delete' && <DeleteAccountForm />}
      </Dialog>
      <ConfirmDialog
        open={confirmingLogout}
        message={t('logoutConfirm')}
        confirmLabel={t('logout')}
        onConfirm={() => void logout()}
        onCancel={() => setConfirmingLogout(false)}
      />
    </>
  );
}
