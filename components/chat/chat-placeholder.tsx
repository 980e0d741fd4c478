'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { TopBar } from '@/components/ui/top-bar';
import buttons from '@/components/ui/button.module.css';
import screen from '@/components/ui/screen.module.css';
import { api } from '@/lib/client/api';
import { clearSession, getStoredUser, saveUser, type StoredUser } from '@/lib/client/session';

/**
 * /chat until the real chat screen lands: who is signed in, the language switcher and logout.
 * Rendered only on the client behind the (app) guard, so storage can be read at once.
 */
export function ChatPlaceholder() {
  const t = useTranslations('chat');
  const router = useRouter();
  const [user, setUser] = useState<StoredUser | null>(getStoredUser);
  const [confirming, setConfirming] = useState(false);

  // Refresh the stored user; a 401 ends the session inside api().
  useEffect(() => {
    const controller = new AbortController();
    api<{ user?: StoredUser }>('/user/me', { signal: controller.signal })
      .then(({ user: fresh }) => {
        if (!fresh) return;
        saveUser(fresh);
        setUser(fresh);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const logout = () => {
    clearSession();
    router.replace('/login');
  };

  return (
    <>
      <TopBar title={t('title')}>
        <LanguageSwitcher />
        <button type="button" className={buttons.secondary} onClick={() => setConfirming(true)}>
          {t('logout')}
        </button>
      </TopBar>
      <main className={screen.body}>
        <section className={`${screen.card} ${screen.center}`}>
          <p data-testid="signed-in-user">{t('signedInAs', { username: user?.username ?? '' })}</p>
          <p className={screen.muted}>{t('comingSoon')}</p>
        </section>
      </main>
      <ConfirmDialog
        open={confirming}
        message={t('logoutConfirm')}
        confirmLabel={t('logout')}
        onConfirm={logout}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
