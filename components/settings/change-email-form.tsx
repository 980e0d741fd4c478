'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { useFormSubmit } from '@/components/auth/use-form-submit';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { OtpSendButton } from '@/components/ui/otp-send-button';
import { EmailField } from '@/components/ui/email-field';
import buttons from '@/components/ui/button.module.css';
import { focusField } from '@/lib/client/form-values';
import { useChangeEmail } from '@/lib/client/queries/account-mutations';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { changeEmailSchema } from '@/lib/validations/auth';
import { OtpInput } from './otp-input';
import styles from './settings.module.css';
import { useLater } from './use-later';
import { useSendOtp } from '@/components/auth/use-send-otp';

/** SPEC.md sections 4 and 9: step 1 advances 800 ms after it checks out; the dialog closes 1.8 s after success. */
export const EMAIL_STEP_DELAY_MS = 800;
export const EMAIL_CLOSE_DELAY_MS = 1800;

const oldStepSchema = changeEmailSchema.pick({ oldEmail: true, oldOtp: true });

type OldStep = { oldEmail: string; oldOtp: string };

/**
 * Change e-mail in two steps: the current address and its code (checked here, the server checks
 * the code with the final call), then the new address and its code; POST /auth/change-email.
 */
export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  // Kept when going back from step 2, so the first address and code need not be typed again.
  const [oldStep, setOldStep] = useState<OldStep | null>(null);
  return step === 2 && oldStep ? (
    <NewEmailStep oldStep={oldStep} onPrevious={() => setStep(1)} onDone={onDone} />
  ) : (
    <OldEmailStep
      initial={oldStep}
      onNext={(data) => {
        setOldStep(data);
        setStep(2);
      }}
    />
  );
}

function OldEmailStep({ initial, onNext }: { initial: OldStep | null; onNext: (step: OldStep) => void }) {
  const t = useTranslations('settings.email');
  const { data: user } = useCurrentUser();
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback();
  const sendOtp = useSendOtp('/auth/send-otp-email', formRef, feedback, 'oldEmail');
  const later = useLater();
  const [advancing, setAdvancing] = useState(false);

  const { onSubmit } = useFormSubmit(async (values, form) => {
    if (advancing) return;
    feedback.clear();
    const data = feedback.check(oldStepSchema, values, form);
    if (!data) return;
    // Checked locally: the address must be the account's own (the server says so again later).
    if (user?.email && data.oldEmail !== user.email.toLowerCase()) {
      feedback.invalid('WRONG_EMAIL');
      focusField(form, 'oldEmail');
      return;
    }
    feedback.succeeded(undefined, 'settings.email.oldChecked');
    setAdvancing(true);
    later(() => onNext(data), EMAIL_STEP_DELAY_MS);
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.steps}>{t('step', { step: 1, total: 2 })}</p>
      <p className={styles.intro}>{t('oldIntro')}</p>
      <EmailField
        label={t('oldEmail')}
        name="oldEmail"
        defaultValue={initial?.oldEmail ?? user?.email ?? ''}
        autoFocus
        addon={<OtpSendButton onSend={sendOtp.send} pending={sendOtp.pending} disabled={advancing} />}
      />
      <OtpInput name="oldOtp" defaultValue={initial?.oldOtp} disabled={advancing} />
      <FormFooter message={feedback.message} submitLabel={t('next')} disabled={advancing} />
    </form>
  );
}

function NewEmailStep({ oldStep, onPrevious, onDone }: { oldStep: OldStep; onPrevious: () => void; onDone: () => void }) {
  const t = useTranslations('settings.email');
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback();
  const sendOtp = useSendOtp('/auth/send-otp-email-new', formRef, feedback, 'newEmail');
  const later = useLater();
  const [done, setDone] = useState(false);
  const changeEmail = useChangeEmail();

  const { onSubmit } = useFormSubmit(async (values, form) => {
    if (done) return;
    feedback.clear();
    const data = feedback.check(changeEmailSchema, { ...oldStep, ...values }, form);
    if (!data) return;
    // the new address goes into the signed-in user's cache with the answer
    const change = () => changeEmail.mutateAsync({ oldEmail: data.oldEmail, oldOtp: data.oldOtp, newEmail: data.newEmail, newOtp: data.newOtp });
    if (!(await feedback.attempt(change, 'success.EMAIL_CHANGED', 'settings.email.failed'))) return;
    setDone(true);
    later(onDone, EMAIL_CLOSE_DELAY_MS);
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.steps}>{t('step', { step: 2, total: 2 })}</p>
      <p className={styles.intro}>{t('newIntro')}</p>
      <EmailField
        label={t('newEmail')}
        name="newEmail"
        autoFocus
        disabled={done}
        addon={<OtpSendButton onSend={sendOtp.send} pending={sendOtp.pending} disabled={done} />}
      />
      <OtpInput name="newOtp" disabled={done} />
      <FormMessage message={feedback.message} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onPrevious} disabled={changeEmail.isPending || done}>
          {t('previous')}
        </button>
        <button type="submit" className={buttons.primary} disabled={changeEmail.isPending || done}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
