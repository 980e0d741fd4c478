'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { useFormSubmit } from '@/components/auth/use-form-submit';
import { FormFooter } from '@/components/ui/form-footer';
import { OtpSendButton } from '@/components/ui/otp-send-button';
import { EmailField } from '@/components/ui/email-field';
import { useChangeBirthday } from '@/lib/client/queries/account-mutations';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { changeBirthdaySchema } from '@/lib/validations/auth';
import { OtpInput } from './otp-input';
import styles from './settings.module.css';
import { useLater } from './use-later';
import { DateField } from '@/components/ui/date-field';
import { EARLIEST_BIRTHDAY, todayValue } from '@/lib/client/date-parts';
import { useSendOtp } from '@/components/auth/use-send-otp';

/** SPEC.md section 9: the dialog closes 1.5 s after the birthday changed. */
export const BIRTHDAY_CLOSE_DELAY_MS = 1500;

/** E-mail and its code, the new birthday; POST /auth/change-birthday. */
export function ChangeBirthdayForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('settings.birthday');
  const { data: user } = useCurrentUser();
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback();
  const sendOtp = useSendOtp('/auth/send-otp-birthday', formRef, feedback);
  const later = useLater();
  const [done, setDone] = useState(false);
  const changeBirthday = useChangeBirthday();
  const current = user?.birthday ? user.birthday.slice(0, 10) : '';

  const { onSubmit } = useFormSubmit(async (values, form) => {
    if (done) return;
    feedback.clear();
    const data = feedback.check(changeBirthdaySchema, values, form);
    if (!data) return;
    // the new birthday goes into the signed-in user's cache with the answer
    const change = () => changeBirthday.mutateAsync({ email: data.email, otp: data.otp, birthday: data.birthday });
    if (!(await feedback.attempt(change, 'success.BIRTHDAY_CHANGED', 'settings.birthday.failed'))) return;
    setDone(true);
    later(onDone, BIRTHDAY_CLOSE_DELAY_MS);
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('intro')}</p>
      <EmailField
        label={t('email')}
        name="email"
        defaultValue={user?.email ?? ''}
        autoFocus
        disabled={done}
        addon={<OtpSendButton onSend={sendOtp.send} pending={sendOtp.pending} disabled={done} />}
      />
      <OtpInput name="otp" disabled={done} />
      <DateField label={t('birthday')} name="birthday" min={EARLIEST_BIRTHDAY} max={todayValue()} defaultValue={current} disabled={done} />
      <FormFooter message={feedback.message} submitLabel={t('submit')} disabled={changeBirthday.isPending || done} />
    </form>
  );
}
