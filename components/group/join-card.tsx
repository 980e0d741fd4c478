'use client';

import { useTranslations } from 'next-intl';
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
  // the member view replaces this preview in the group's cache: the screen shows it
  const join = useJoinGroup();
  const message: FormMessageValue | null = join.isError ? { kind: 'error', text: errorText(join.error, t('joinFailed')) } : null;

  return (
    <section className={`${styles.card} ${styles.joinCard}`} aria-labelledby="join-title" data-testid="group-join-card">
      <Avatar src={preview.avatar} alt={t('avatarAlt', { name: preview.name })} size={96} />
      <h2 id="join-title" className={styles.groupName}>
        <span className={styles.breakAll}>{preview.name}</span>
        {isVerified(preview.specialBadges) && <VerifiedBadge label={t('verified')} />}
      </h2>
      <p className={styles.muted}>{t('memberCount', { count: preview.memberCount })}</p>
      <p>{t('joinInvite')}</p>
      <button type="button" className={buttons.primary} onClick={() => join.mutate(preview._id)} disabled={join.isPending || join.isSuccess}>
        {t('join')}
      </button>
      <FormMessage message={message} />
    </section>
  );
}
