'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { avatarSrc } from '@/lib/client/chat/display';
import { clearSession } from '@/lib/client/session';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { Avatar } from '../ui/avatar';
import ui from '../ui/ui.module.css';
import styles from './sidebar.module.css';

function LogoutIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}

/** The signed-in user at the foot of the chat list: their profile, and logout (also in settings). */
export function MeBar() {
  const t = useTranslations('chat');
  const router = useRouter();
  const { data: me } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.me}>
      <Link href="/profile" className={styles.meLink}>
        <Avatar src={avatarSrc(me?.avatar)} size={32} />
        <span className={styles.meName} data-testid="signed-in-user">
          {me?.username ?? ''}
        </span>
      </Link>
      <button type="button" className={ui.iconButton} onClick={() => setConfirming(true)} aria-label={t('logout')} title={t('logout')}>
        <LogoutIcon />
      </button>
      <ConfirmDialog
        open={confirming}
        message={t('logoutConfirm')}
        confirmLabel={t('logout')}
        onConfirm={() => {
          clearSession();
          router.replace('/login');
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
