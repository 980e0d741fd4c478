'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormFooter } from '@/components/ui/form-footer';
import { OtpSendButton } from '@/components/ui/otp-send-button';
import { PasswordInput } from '@/components/ui/password-input';
import { SelectField } from '@/components/ui/select-field';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { DateField } from '@/components/ui/date-field';
import { EARLIEST_BIRTHDAY, todayValue } from '@/lib/client/date-parts';
import { useRegister } from '@/lib/client/queries/auth-mutations';
import { AUTH_REDIRECT_DELAY_MS } from '@/lib/client/timings';
import { useDelayedNavigation } from '@/lib/client/use-delayed-navigation';
import { registerSchema } from '@/lib/validations/auth';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import styles from './auth.module.css';
import { OtpField } from './otp-field';
import { useFormFeedback } from './use-form-feedback';
import { useFormSubmit } from './use-form-submit';
import { useSendOtp } from './use-send-otp';
import { TYPED_PASSWORD_MAX, USERNAME_MAX } from '@/lib/contract/limits';

const GENDERS = ['male', 'female', 'other'] as const;

export function RegisterForm() {
  const t = useTranslations('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback();
  const sendOtp = useSendOtp('/auth/send-otp', formRef, feedback);
  const register = useRegister();
  const goLater = useDelayedNavigation();
  const [done, setDone] = useState(false);
  const [maxBirthday] = useState(todayValue);

  const { onSubmit } = useFormSubmit(async (values, form) => {
    feedback.clear();
    const body = feedback.check(registerSchema, values, form);
    if (!body) return;
    if (!(await feedback.attempt(() => register.mutateAsync(body), 'success.REGISTERED', 'auth.registerFailed'))) return;
    setDone(true);
    goLater('/login', AUTH_REDIRECT_DELAY_MS);
  });

  return (
    <AuthCard title={t('registerTitle')} footer={<AuthLink prompt={t('haveAccount')} href="/login" label={t('loginLink')} />}>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={t('username')} name="username" autoComplete="username" maxLength={USERNAME_MAX} autoFocus />
        <PasswordInput label={t('password')} name="password" autoComplete="new-password" maxLength={TYPED_PASSWORD_MAX} />
        <div className={styles.pair}>
          <DateField label={t('birthday')} name="birthday" min={EARLIEST_BIRTHDAY} max={maxBirthday} />
          <SelectField label={t('gender')} name="gender" defaultValue="">
            <option value="" disabled>
              {t('genderChoose')}
            </option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(gender)}
              </option>
            ))}
          </SelectField>
        </div>
        <EmailField
          label={t('email')}
          name="email"
          addon={<OtpSendButton onSend={sendOtp.send} pending={sendOtp.pending} disabled={done} />}
        />
        <OtpField />
        <FormFooter message={feedback.message} submitLabel={t('registerButton')} disabled={register.isPending || done} />
      </form>
    </AuthCard>
  );
}
