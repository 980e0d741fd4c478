'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { isVerified, VerifiedBadge } from '@/components/profile/badges';
import { CopyButton } from '@/components/profile/copy-button';
import { rememberActiveChat } from '@/components/profile/direct-chat';
import { AvatarPickerButton } from '@/components/profile/avatar-picker-button';
import { ChatBubbleIcon } from '@/components/ui/icons';
import buttons from '@/components/ui/button.module.css';
import { groupChanges, useGroupChange } from '@/lib/client/queries/group-changes';
import type { PanelContext } from './panel-context';
import styles from './group.module.css';
import { GROUP_NAME_MAX } from '@/lib/contract/limits';

const AVATAR_TYPES = ['image/png', 'image/jpeg'];

/** The group's picture: owner and admins change it (PNG or JPEG only, checked here too). */
function GroupAvatar({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const { group, canManage, notify, failed } = ctx;
  const changeAvatar = useGroupChange(group._id, groupChanges.changeAvatar, failed(t('avatarFailed')));

  const upload = (file: File) => {
    if (!AVATAR_TYPES.includes(file.type)) {
      notify(t('onlyPngJpg'));
      return;
    }
    changeAvatar.mutate(file);
  };

  return (
    <div className={styles.avatarWrap}>
      <Avatar src={group.avatar} alt={t('avatarAlt', { name: group.name })} size={88} />
      {canManage && (
        <AvatarPickerButton
          label={t('changeAvatar')}
          accept="image/png,image/jpeg"
          disabled={changeAvatar.isPending}
          testId="group-avatar-input"
          onFile={upload}
        />
      )}
    </div>
  );
}

/** The name: owner and admins edit it in place; Enter or leaving the field saves, Escape cancels. */
function GroupName({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const { group, canManage, notify, failed } = ctx;
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useGroupChange(group._id, groupChanges.rename, failed(t('renameFailed')));
  const cancelled = useRef(false);

  if (!canManage) {
    return (
      <h2 className={styles.groupName} data-testid="group-name">
        <span className={styles.breakAll} dir="auto">
          {group.name}
        </span>
        {isVerified(group.specialBadges) && <VerifiedBadge label={t('verified')} />}
      </h2>
    );
  }

  const save = () => {
    if (draft === null) return;
    const name = draft.trim();
    setDraft(null);
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    if (name === group.name) return;
    if (!name) {
      notify(t('nameRequired'));
      return;
    }
    rename.mutate(name);
  };

  return (
    <h2 className={styles.groupName}>
      <input
        className={styles.nameInput}
        aria-label={t('nameLabel')}
        title={t('nameHint')}
        value={draft ?? group.name}
        maxLength={GROUP_NAME_MAX}
        data-testid="group-name-input"
        onFocus={() => setDraft(group.name)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          } else if (event.key === 'Escape') {
            cancelled.current = true;
            event.currentTarget.blur();
          }
        }}
      />
      {isVerified(group.specialBadges) && <VerifiedBadge label={t('verified')} />}
    </h2>
  );
}

/** Picture, name, member count, copyable id and link, and a way into the conversation. */
export function GroupSummary({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('group');
  const router = useRouter();
  const { group } = ctx;
  const link = `${window.location.origin}/group/${group._id}`;
  return (
    <section className={styles.summary} aria-label={t('summary')}>
      <div className={styles.summaryHead}>
        <GroupAvatar ctx={ctx} />
        <div className={styles.summaryText}>
          <GroupName ctx={ctx} />
          <p className={styles.muted} data-testid="group-member-count">
            {t('memberCount', { count: group.memberCount })}
          </p>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => {
              rememberActiveChat(group._id);
              router.push('/chat');
            }}
          >
            <ChatBubbleIcon size={18} />
            {t('openChat')}
          </button>
        </div>
      </div>
      <dl className={styles.idList}>
        <div className={styles.idItem}>
          <dt>{t('groupId')}</dt>
          <dd>
            <code className={styles.code} data-testid="group-id">
              {group._id}
            </code>
            <CopyButton text={group._id} label={t('copyId')} copiedLabel={t('copied')} />
          </dd>
        </div>
        <div className={styles.idItem}>
          <dt>{t('link')}</dt>
          <dd>
            <code className={styles.code} data-testid="group-link">
              {link}
            </code>
            <CopyButton text={link} label={t('copyLink')} copiedLabel={t('copied')} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
