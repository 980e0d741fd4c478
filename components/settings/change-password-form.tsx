'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { useFormSubmit } from '@/components/auth/use-form-submit';
import { FormFooter } from '@/components/ui/form-footer';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '@/lib/client/queries/account-mutations';
import { changePasswordSchema } from '@/lib/validations/auth';
import { issue } from '@/lib/validations/issue';
import styles from './settings.module.css';
import { TYPED_PASSWORD_MAX } from '@/lib/contract/limits';

const filled = z.string({ error: issue('REQUIRED') }).min(1, { error: issue('REQUIRED') });

/** All three filled ("fill in all fields"), then the shared rules (6-12), then the retype. */
const passwordFormSchema = z
  .object({ oldPassword: filled, newPassword: filled, retypePassword: filled })
  .pipe(
    changePasswordSchema
      .extend({ retypePassword: z.string() })
      .refine((v) => v.newPassword === v.retypePassword, { error: 'PASSWORD_MISMATCH', path: ['retypePassword'] }),
  );

/** Current password, new one and its retype; POST /auth/change-password. */
export function ChangePasswordForm() {
  const t = useTranslations('settings.password');
  const feedback = useFormFeedback();
  const changePassword = useChangePassword();

  const { onSubmit } = useFormSubmit(async (values, form) => {
    feedback.clear();
    const data = feedback.check(passwordFormSchema, values, form);
    if (!data) return;
    try {
      // The fresh token answered is kept by the mutation before the form is cleared.
      const answer = await changePassword.mutateAsync({ oldPassword: data.oldPassword, newPassword: data.newPassword });
      form.reset();
      feedback.succeeded(answer.message, 'success.PASSWORD_CHANGED');
    } catch (error) {
      // WRONG_PASSWORD (400) comes with its localized message.
      feedback.failed(error, 'settings.password.failed');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordInput label={t('oldPassword')} name="oldPassword" autoComplete="current-password" maxLength={TYPED_PASSWORD_MAX} autoFocus />
      <PasswordInput label={t('newPassword')} name="newPassword" autoComplete="new-password" maxLength={TYPED_PASSWORD_MAX} />
      <PasswordInput label={t('retypePassword')} name="retypePassword" autoComplete="new-password" maxLength={TYPED_PASSWORD_MAX} />
      <FormFooter message={feedback.message} submitLabel={t('submit')} disabled={changePassword.isPending} />
    </form>
  );
}
