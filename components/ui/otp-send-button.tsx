'use client';

import { useTranslations } from 'next-intl';
import { useCountdown } from '@/lib/client/use-countdown';
import { OTP_RESEND_SECONDS } from '@/lib/client/timings';
import styles from './button.module.css';

interface OtpSendButtonProps {
  /** sends the code; answers true when it was sent, which starts the resend countdown */
  onSend: () => Promise<boolean>;
  /** the code is on its way */
  pending: boolean;
  disabled?: boolean;
  /** the form's default button: Enter in the form sends the code */
  submit?: boolean;
}

/** "Send OTP", then disabled for 60 s with the seconds left (SPEC.md section 4). */
export function OtpSendButton({ onSend, pending, disabled, submit }: OtpSendButtonProps) {
  const t = useTranslations('auth');
  const { remaining, running, start } = useCountdown(OTP_RESEND_SECONDS);

  const send = async () => {
    if (await onSend()) start();
  };

  return (
    <button type={submit ? 'submit' : 'button'} className={styles.secondary} onClick={send} disabled={disabled || pending || running}>
      {running ? t('resendIn', { seconds: remaining }) : t('sendOtp')}
    </button>
  );
}
