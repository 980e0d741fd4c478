'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { FormFooter } from '@/components/ui/form-footer';
import { useChangeAvatar } from '@/lib/client/queries/profile-mutations';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { Avatar } from '@/components/ui/avatar';
import { FilePicker } from './file-picker';
import styles from './settings.module.css';
import { useFilePreview } from './use-file-preview';
import { issue } from '@/lib/validations/issue';
import { MAX_UPLOAD_BYTES } from '@/lib/contract/limits';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** SPEC.md section 9 (lib/config/public-config.ts is server code, so the number is repeated here). */

/** Pick an image (previewed at once), then upload it (POST /upload) and set it (PUT /user/me). */
export function ChangeAvatarForm() {
  const t = useTranslations('settings.avatar');
  const { data: user } = useCurrentUser();
  const feedback = useFormFeedback();
  const [picked, setPicked] = useFilePreview();
  const changeAvatar = useChangeAvatar();
  const file = picked?.file ?? null;

  const pick = (chosen: File | undefined) => {
    feedback.clear();
    setPicked(null);
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return feedback.invalid('UNSUPPORTED_FILE_TYPE');
    if (chosen.size > MAX_UPLOAD_BYTES) return feedback.invalid('FILE_TOO_LARGE');
    setPicked(chosen);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    feedback.clear();
    if (!file) return feedback.invalid(issue('REQUIRED', 'fileRequired'));
    try {
      // the user the server answers goes into the signed-in user's cache
      await changeAvatar.mutateAsync(file);
      formElement.reset();
      setPicked(null);
      feedback.succeeded(undefined, 'settings.avatar.saved');
    } catch (error) {
      feedback.failed(error, 'settings.avatar.failed');
    }
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.avatarRow}>
        <Avatar src={picked?.url ?? user?.avatar} alt={t('preview')} size={96} testId="avatar-preview" />
        <div className={styles.avatarPicker}>
          <FilePicker
            label={t('choose')}
            accept={IMAGE_TYPES.join(',')}
            fileName={picked?.file.name}
            hint={t('hint')}
            onPick={pick}
          />
        </div>
      </div>
      <FormFooter message={feedback.message} submitLabel={t('save')} disabled={changeAvatar.isPending || !file} />
    </form>
  );
}
