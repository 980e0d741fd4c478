'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { isVerified, VerifiedBadge } from '@/components/profile/badges';
import buttons from '@/components/ui/button.module.css';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useJoinGroup } from '@/lib/client/queries/group-mutations';
import type { GroupPreview } from '@/lib/contract/answers';
import styles from './group.module.css';

/** What an outsider sees through a public group's link: its picture, name, size and a join button. */
export function JoinCard({ preview }: { preview: GroupPreview }) {
  const t = useTranslations('group');
  const { mutateAsync: joinGroup } = useJoinGroup();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  const join = async () => {
    setBusy(true);
    setMessage(null);
    try {
      // the member view replaces this preview in the group's cache: the screen shows it
      await joinGroup(preview._id);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('joinFailed')) });
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.card} ${styles.joinCard}`} aria-labelledby="join-title" data-testid="group-join-card">
      <Avatar src={preview.avatar} alt={t('avatarAlt', { name: preview.name })} size={96} />
      <h2 id="join-title" className={styles.groupName}>
        <span className={styles.breakAll}>{preview.name}</span>
        {isVerified(preview.specialBadges) && <VerifiedBadge label={t('verified')} />}
      </h2>
      <p className={styles.muted}>{t('memberCount', { count: preview.memberCount })}</p>
      <p>{t('joinInvite')}</p>
      <button type="button" className={buttons.primary} onClick={() => void join()} disabled={busy}>
        {t('join')}
      </button>
      <FormMessage message={message} />
    </section>
  );
}
