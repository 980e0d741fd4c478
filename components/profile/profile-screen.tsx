'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { TopBar } from '@/components/ui/top-bar';
import { errorText } from '@/lib/client/api';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { ProfileView } from './profile-view';
import { useProfile } from './use-profile';
import styles from './profile.module.css';

/** /profile and /profile/{id}: one's own profile when the id is absent or one's own id. */
export function ProfileScreen({ id }: { id?: string }) {
  const t = useTranslations('profile');
  const { data: me } = useCurrentUser();
  const ownId = me?.id ?? me?._id ?? null;
  const isSelf = !id || id === ownId;
  const profile = useProfile(isSelf ? ownId : (id ?? null), isSelf);

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
  } else if (profile.data) {
    body = <ProfileView profile={profile.data} isSelf={isSelf} setProfile={profile.setProfile} refresh={profile.refresh} />;
  } else if (profile.error) {
    body = (
      <section className={styles.card} aria-labelledby="profile-missing">
        <h2 id="profile-missing" className={styles.state}>
          {profile.notFound ? t('notFound') : errorText(profile.error, t('loadFailed'))}
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
      <TopBar title={isSelf ? t('myTitle') : t('title')}>
        <Link href="/chat" className={buttons.secondary} aria-label={t('backToChat')}>
          <ChevronLeftIcon size={18} />
          <span className={styles.hideNarrow}>{t('backToChat')}</span>
        </Link>
        <LanguageSwitcher />
      </TopBar>
      <main className={styles.page}>{body}</main>
    </>
  );
}
