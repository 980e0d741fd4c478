'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { useFormSubmit } from '@/components/auth/use-form-submit';
import { FormMessage } from '@/components/ui/form-message';
import { OtpSendButton } from '@/components/ui/otp-send-button';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import buttons from '@/components/ui/button.module.css';
import { focusField } from '@/lib/client/form-values';
import { useDeleteAccount } from '@/lib/client/queries/account-mutations';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { deleteAccountSchema } from '@/lib/validations/auth';
import { OtpInput } from './otp-input';
import styles from './settings.module.css';
import { useSendOtp } from '@/components/auth/use-send-otp';

/** The typed confirmation, in capitals as shown (NFC, so a decomposed "XÓA" counts too). */
const matches = (typed: string, word: string) => typed.trim().normalize('NFC') === word.normalize('NFC');

/**
 * E-mail and its code, the confirmation word of the interface language (DELETE, XÓA, 删除) and
 * the agreement box, which enables the button; POST /auth/delete-account, then to /login.
 */
export function DeleteAccountForm() {
  const t = useTranslations('settings.delete');
  const router = useRouter();
  const { data: user } = useCurrentUser();
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback();
  const sendOtp = useSendOtp('/auth/send-otp-delete-account', formRef, feedback);
  const [agreed, setAgreed] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const deleteAccount = useDeleteAccount();
  const agreeId = useId();
  const word = t('word');

  const { onSubmit } = useFormSubmit(async (values, form) => {
    if (!agreed || deleted) return;
    feedback.clear();
    const data = feedback.check(deleteAccountSchema, values, form);
    if (!data) return;
    if (!matches(values.confirmWord ?? '', word)) {
      feedback.fail('settings.delete.wordMismatch');
      focusField(form, 'confirmWord');
      return;
    }
    try {
      // the stored session is cleared by the mutation
      await deleteAccount.mutateAsync({ email: data.email, otp: data.otp });
      setDeleted(true);
      router.replace('/login');
    } catch (error) {
      feedback.failed(error, 'settings.delete.failed');
    }
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.warning} role="note">
        {t('warning')}
      </p>
      <EmailField
        label={t('email')}
        name="email"
        defaultValue={user?.email ?? ''}
        autoFocus
        addon={<OtpSendButton onSend={sendOtp.send} pending={sendOtp.pending} disabled={deleted} />}
      />
      <OtpInput name="otp" disabled={deleted} />
      <TextField
        label={t('typeWord', { word })}
        name="confirmWord"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        disabled={deleted}
      />
      <label className={styles.agree} htmlFor={agreeId}>
        <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} disabled={deleted} />
        <span>{t('agree')}</span>
      </label>
      <FormMessage message={feedback.message} />
      <button type="submit" className={`${buttons.danger} ${buttons.block}`} disabled={!agreed || deleteAccount.isPending || deleted}>
        {t('submit')}
      </button>
    </form>
  );
}
