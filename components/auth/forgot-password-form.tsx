'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { OtpSendButton } from '@/components/ui/otp-send-button';
import { PasswordInput } from '@/components/ui/password-input';
import { EmailField } from '@/components/ui/email-field';
import buttons from '@/components/ui/button.module.css';
import { useResetPassword } from '@/lib/client/queries/auth-mutations';
import { AUTH_REDIRECT_DELAY_MS } from '@/lib/client/timings';
import { useDelayedNavigation } from '@/lib/client/use-delayed-navigation';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import styles from './auth.module.css';
import { OtpField } from './otp-field';
import { resetFormSchema } from './reset-form-schema';
import { useFormFeedback } from './use-form-feedback';
import { useFormSubmit } from './use-form-submit';
import { useSendOtp } from './use-send-otp';
import { TYPED_PASSWORD_MAX } from '@/lib/contract/limits';

/** Step 1: the e-mail and Send OTP; step 2 (once a code was mailed): code, new password, retype. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback();
  const sendOtp = useSendOtp('/auth/forgot-password', formRef, feedback);
  const resetPassword = useResetPassword();
  const goLater = useDelayedNavigation();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [done, setDone] = useState(false);

  const sendAndAdvance = async () => {
    const sent = await sendOtp.send();
    if (sent) setStep('reset');
    return sent;
  };

  const { onSubmit } = useFormSubmit(async (values, form) => {
    // Step 1: Enter "clicks" the Send OTP button, which does the work.
    if (step === 'email') return;
    feedback.clear();
    const data = feedback.check(resetFormSchema, values, form);
    if (!data) return;
    const reset = () => resetPassword.mutateAsync({ email: data.email, otp: data.otp, newPassword: data.newPassword });
    if (!(await feedback.attempt(reset, 'success.PASSWORD_RESET', 'auth.resetFailed'))) return;
    setDone(true);
    goLater('/login', AUTH_REDIRECT_DELAY_MS);
  });

  return (
    <AuthCard
      title={t('forgotTitle')}
      subtitle={step === 'email' ? t('forgotHint') : t('resetHint')}
      footer={<AuthLink prompt={t('haveAccount')} href="/login" label={t('loginLink')} />}
    >
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField
          label={t('email')}
          name="email"
          autoFocus
          addon={<OtpSendButton onSend={sendAndAdvance} pending={sendOtp.pending} disabled={done} submit={step === 'email'} />}
        />
        {step === 'reset' && (
          <>
            <OtpField autoFocus />
            <PasswordInput label={t('newPassword')} name="newPassword" autoComplete="new-password" maxLength={TYPED_PASSWORD_MAX} />
            <PasswordInput label={t('retypePassword')} name="retypePassword" autoComplete="new-password" maxLength={TYPED_PASSWORD_MAX} />
          </>
        )}
        <FormMessage message={feedback.message} />
        {step === 'reset' && (
          <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={resetPassword.isPending || done}>
            {t('resetButton')}
          </button>
        )}
      </form>
    </AuthCard>
  );
}
