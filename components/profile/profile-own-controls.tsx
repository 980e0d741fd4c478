'use client';

import { useTranslations } from 'next-intl';
import { EmojiText } from '@/components/emoji/emoji-text';
import { useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { useChangeAvatar, useSaveBio, useSetPrivacyFlag } from '@/lib/client/queries/profile-mutations';
import { BIO_MAX } from '@/lib/contract/limits';
import { AvatarPickerButton } from './avatar-picker-button';
import { PencilIcon } from '@/components/ui/icons';
import type { OwnUser } from '@/lib/contract/answers';
import styles from './profile.module.css';
import switchStyles from '@/components/ui/switch.module.css';

/** Change avatar: upload the picture (POST /upload, field `file`), then PUT /user/me {avatar}. */
export function AvatarChanger() {
  const t = useTranslations('profile');
  const [invalid, setInvalid] = useState(false);
  const changeAvatar = useChangeAvatar();
  const message: FormMessageValue | null = invalid
    ? { kind: 'error', text: t('onlyImages') }
    : changeAvatar.isError
      ? { kind: 'error', text: errorText(changeAvatar.error, t('avatarFailed')) }
      : null;

  const upload = (file: File) => {
    const image = file.type.startsWith('image/');
    setInvalid(!image);
    if (image) changeAvatar.mutate(file);
    else changeAvatar.reset();
  };

  return (
    <>
      <AvatarPickerButton label={t('changeAvatar')} accept="image/*" disabled={changeAvatar.isPending} testId="profile-avatar-input" onFile={upload} />
      {message && (
        <div className={styles.avatarMessage}>
          <FormMessage message={message} />
        </div>
      )}
    </>
  );
}

/** The own bio: shown with an edit button; the editor saves through PUT /user/me {bio} (max 256). */
export function BioEditor({ profile }: { profile: OwnUser }) {
  const t = useTranslations('profile');
  const tc = useTranslations('common');
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const saveBio = useSaveBio();
  const busy = saveBio.isPending;
  const message: FormMessageValue | null = saveBio.isError ? { kind: 'error', text: errorText(saveBio.error, t('saveFailed')) } : null;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    saveBio.mutate(draft.trim(), { onSuccess: () => setDraft(null) });
  };

  const edit = (text: string | null) => {
    saveBio.reset();
    setDraft(text);
  };

  if (draft === null) {
    return (
      <div className={styles.bioRow}>
        <p className={profile.bio ? styles.bio : styles.subtle} data-testid="profile-bio" dir="auto">
          {profile.bio ? <EmojiText text={profile.bio} /> : t('noBio')}
        </p>
        <button type="button" className={buttons.secondary} onClick={() => edit(profile.bio)}>
          <PencilIcon size={18} />
          {t('editBio')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.bioForm} onSubmit={save}>
      <label htmlFor={fieldId} className="visually-hidden">
        {t('bioLabel')}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={draft}
        maxLength={BIO_MAX}
        rows={4}
        autoFocus
        onChange={(event) => setDraft(event.target.value.slice(0, BIO_MAX))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') edit(null);
        }}
      />
      <div className={styles.bioFooter}>
        <span className={styles.subtle} aria-live="polite">
          {t('bioCount', { count: draft.length, max: BIO_MAX })}
        </span>
        <div className={styles.actionRow}>
          <button type="button" className={buttons.secondary} onClick={() => edit(null)} disabled={busy}>
            {tc('cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {tc('save')}
          </button>
        </div>
      </div>
      <FormMessage message={message} />
    </form>
  );
}

/** Hide my profile: POST /user/update-private {isPrivate}; shown at once, put back on failure. */
export function PrivacySwitch({ profile }: { profile: OwnUser }) {
  const t = useTranslations('profile');
  const hintId = useId();
  const setFlag = useSetPrivacyFlag();
  const message: FormMessageValue | null = setFlag.isError ? { kind: 'error', text: errorText(setFlag.error, t('saveFailed')) } : null;
  const toggle = (next: boolean) => setFlag.mutate({ flag: 'isPrivate', value: next });

  return (
    <section className={styles.section}>
      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={switchStyles.switch}
          checked={profile.isPrivate}
          disabled={setFlag.isPending}
          aria-describedby={hintId}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span className={styles.switchText}>
          <strong>{t('hideProfile')}</strong>
          <span id={hintId} className={styles.subtle}>
            {t('hideProfileHint')}
          </span>
        </span>
      </label>
      <FormMessage message={message} />
    </section>
  );
}
