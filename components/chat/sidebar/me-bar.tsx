'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { avatarSrc } from '@/lib/client/chat/display';
import { clearSession } from '@/lib/client/session';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { Avatar } from '@/components/ui/avatar';
import styles from './sidebar.module.css';
import { LogoutIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/icon-button';

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
      <IconButton label={t('logout')} onClick={() => setConfirming(true)}>
        <LogoutIcon />
      </IconButton>
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
