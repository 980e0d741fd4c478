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
import type { Profile } from '@/lib/contract/answers';
import styles from './profile.module.css';
import switchStyles from '@/components/ui/switch.module.css';

type SetProfile = (user: Profile) => void;

/** Change avatar: upload the picture (POST /upload, field `file`), then PUT /user/me {avatar}. */
export function AvatarChanger({ setProfile }: { setProfile: SetProfile }) {
  const t = useTranslations('profile');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const { mutateAsync: changeAvatar } = useChangeAvatar();

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      setMessage({ kind: 'error', text: t('onlyImages') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      setProfile(await changeAvatar(file));
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('avatarFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AvatarPickerButton label={t('changeAvatar')} accept="image/*" disabled={busy} testId="profile-avatar-input" onFile={(file) => void upload(file)} />
      {message && (
        <div className={styles.avatarMessage}>
          <FormMessage message={message} />
        </div>
      )}
    </>
  );
}

/** The own bio: shown with an edit button; the editor saves through PUT /user/me {bio} (max 256). */
export function BioEditor({ profile, setProfile }: { profile: Profile; setProfile: SetProfile }) {
  const t = useTranslations('profile');
  const tc = useTranslations('common');
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const { mutateAsync: saveBio } = useSaveBio();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setBusy(true);
    setMessage(null);
    try {
      setProfile(await saveBio(draft.trim()));
      setDraft(null);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('saveFailed')) });
    } finally {
      setBusy(false);
    }
  };

  if (draft === null) {
    return (
      <div className={styles.bioRow}>
        <p className={profile.bio ? styles.bio : styles.subtle} data-testid="profile-bio" dir="auto">
          {profile.bio ? <EmojiText text={profile.bio} /> : t('noBio')}
        </p>
        <button type="button" className={buttons.secondary} onClick={() => setDraft(profile.bio ?? '')}>
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
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <div className={styles.bioFooter}>
        <span className={styles.subtle} aria-live="polite">
          {t('bioCount', { count: draft.length, max: BIO_MAX })}
        </span>
        <div className={styles.actionRow}>
          <button type="button" className={buttons.secondary} onClick={() => setDraft(null)} disabled={busy}>
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
export function PrivacySwitch({ profile, setProfile }: { profile: Profile; setProfile: SetProfile }) {
  const t = useTranslations('profile');
  const hintId = useId();
  const [pending, setPending] = useState<boolean | null>(null);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const checked = pending ?? !!profile.isPrivate;
  const { mutateAsync: setFlag } = useSetPrivacyFlag();

  const toggle = async (next: boolean) => {
    setPending(next);
    setMessage(null);
    try {
      const user = await setFlag({ flag: 'isPrivate', value: next });
      setProfile(user ?? { ...profile, isPrivate: next });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('saveFailed')) });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.section}>
      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={switchStyles.switch}
          checked={checked}
          disabled={pending !== null}
          aria-describedby={hintId}
          onChange={(event) => void toggle(event.target.checked)}
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
