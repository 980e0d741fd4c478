'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { BackToChatBar } from '@/components/ui/back-to-chat-bar';
import { errorText } from '@/lib/client/api';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { useProfile } from '@/lib/client/queries/profile';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { ProfileView } from './profile-view';
import styles from './profile.module.css';

/** /profile and /profile/{id}: one's own profile when the id is absent or one's own id. */
export function ProfileScreen({ id }: { id?: string }) {
  const t = useTranslations('profile');
  const me = useCurrentUser({ fresh: true });
  const ownId = me.data?.id ?? null;
  const isSelf = !id || id === ownId;
  const other = useProfile(isSelf ? null : (id ?? null));
  const shown = isSelf ? me : other;
  const notFound = !isSelf && other.notFound;

  let body: React.ReactNode;
  if (!ownId) {
    body = (
      <section className={styles.card}>
        <p className={styles.state}>{t('noAccount')}</p>
        <Link href="/login" className={buttons.primary}>
          {t('login')}
        </Link>
      </section>
    );
  } else if (isSelf && me.data) {
    body = <ProfileView isSelf profile={me.data} />;
  } else if (!isSelf && other.data) {
    body = <ProfileView isSelf={false} profile={other.data} />;
  } else if (shown.error) {
    body = (
      <section className={styles.card} aria-labelledby="profile-missing">
        <h2 id="profile-missing" className={styles.state}>
          {notFound ? t('notFound') : errorText(shown.error, t('loadFailed'))}
        </h2>
        <Link href="/chat" className={buttons.secondary}>
          <ChevronLeftIcon size={18} />
          {t('backToChat')}
        </Link>
      </section>
    );
  } else {
    body = (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    );
  }

  return (
    <>
      <BackToChatBar title={isSelf ? t('myTitle') : t('title')} backLabel={t('backToChat')} />
      <main className={styles.page}>{body}</main>
    </>
  );
}
