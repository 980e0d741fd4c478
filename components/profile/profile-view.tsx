'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { EmojiText } from '@/components/emoji/emoji-text';
import { Avatar } from '@/components/ui/avatar';
import { AdminCrown, isVerified, LikeTierBadge, VerifiedBadge } from './badges';
import { CopyButton } from './copy-button';
import { OtherActions, VoteBar, VoteCounts } from './profile-other-actions';
import { AvatarChanger, BioEditor, PrivacySwitch } from './profile-own-controls';
import type { OwnUser, Profile } from '@/lib/contract/answers';
import styles from './profile.module.css';

/** One's own profile is the signed-in user; another's carries the viewer's relation to them. */
export type ProfileViewProps = { isSelf: true; profile: OwnUser } | { isSelf: false; profile: Profile };

const GENDERS = ['male', 'female', 'other'] as const;

/** Birthdays are calendar days (stored as UTC midnight): shown in UTC so they never shift a day. */
function Details({ profile, isSelf }: { profile: OwnUser | Profile; isSelf: boolean }) {
  const t = useTranslations('profile');
  const format = useFormatter();
  const hidden = profile.isPrivate && !isSelf;
  if (hidden) {
    return (
      <p className={styles.hiddenInfo} data-testid="profile-hidden-info">
        {t('hiddenInfo')}
      </p>
    );
  }
  const gender = GENDERS.find((g) => g === profile.gender);
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt>{t('accountId')}</dt>
        <dd className={styles.idRow}>
          <code className={styles.code} data-testid="profile-account-id">
            {profile.id}
          </code>
          <CopyButton text={profile.id} label={t('copyId')} copiedLabel={t('copied')} />
        </dd>
      </div>
      {profile.email && (
        <div className={styles.detail}>
          <dt>{t('email')}</dt>
          <dd className={styles.breakAll}>{profile.email}</dd>
        </div>
      )}
      {profile.birthday && (
        <div className={styles.detail}>
          <dt>{t('birthday')}</dt>
          <dd>{format.dateTime(new Date(profile.birthday), { dateStyle: 'long', timeZone: 'UTC' })}</dd>
        </div>
      )}
      {profile.gender && (
        <div className={styles.detail}>
          <dt>{t('gender')}</dt>
          <dd>{gender ? t(`genders.${gender}`) : profile.gender}</dd>
        </div>
      )}
      {profile.createdAt && (
        <div className={styles.detail}>
          <dt>{t('joined')}</dt>
          <dd>{format.dateTime(new Date(profile.createdAt), { dateStyle: 'long' })}</dd>
        </div>
      )}
    </dl>
  );
}

/** The profile card: picture, name and badges, notices, likes, bio, details, actions. */
export function ProfileView(props: ProfileViewProps) {
  const t = useTranslations('profile');
  const { profile, isSelf } = props;
  const tier = Math.min(5, Math.max(0, profile.likeTier));
  const displayName = profile.name && profile.name !== profile.username ? profile.name : null;
  return (
    <article className={styles.card} aria-labelledby="profile-name" data-testid="profile-card">
      {!props.isSelf && props.profile.blockedByThem && (
        <p className={styles.notice} role="status" data-testid="profile-blocked-notice">
          {t('blockedNotice')}
        </p>
      )}
      {!isSelf && profile.isPrivate && (
        <p className={styles.notice} role="status" data-testid="profile-private-notice">
          {t('privateNotice')}
        </p>
      )}
      <header className={styles.head}>
        <div className={styles.avatarWrap}>
          <Avatar src={profile.avatar} alt={t('avatarAlt', { name: profile.username })} size={96} />
          {isSelf && <AvatarChanger />}
        </div>
        <div className={styles.identity}>
          <h2 id="profile-name" className={styles.name}>
            <span className={styles.breakAll}>{profile.username}</span>
            {isVerified(profile.specialBadges) && <VerifiedBadge label={t('verified')} />}
            {profile.isAdmin && <AdminCrown label={t('adminBadge')} />}
          </h2>
          {displayName && <p className={styles.subtle}>{displayName}</p>}
          <LikeTierBadge tier={tier} label={t(`tiers.${tier}`)} />
        </div>
      </header>

      {props.isSelf ? <VoteCounts profile={props.profile} /> : <VoteBar profile={props.profile} />}

      <section className={styles.section} aria-labelledby="profile-bio">
        <h3 id="profile-bio" className={styles.sectionTitle}>
          {t('bio')}
        </h3>
        {props.isSelf ? (
          <BioEditor profile={props.profile} />
        ) : (
          <p className={profile.bio ? styles.bio : styles.subtle} data-testid="profile-bio" dir="auto">
            {profile.bio ? <EmojiText text={profile.bio} /> : t('noBio')}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="profile-info">
        <h3 id="profile-info" className={styles.sectionTitle}>
          {t('info')}
        </h3>
        <Details profile={profile} isSelf={isSelf} />
      </section>

      {props.isSelf ? <PrivacySwitch profile={props.profile} /> : <OtherActions profile={props.profile} />}
    </article>
  );
}
