'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCountdown } from '@/lib/client/use-countdown';
import { OTP_RESEND_SECONDS } from '@/lib/client/timings';
import styles from './button.module.css';

interface OtpSendButtonProps {
  /** sends the code; answers true when it was sent, which starts the resend countdown */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  /** the form's default button: Enter in the form sends the code */
  submit?: boolean;
}

/** "Send OTP", then disabled for 60 s with the seconds left (SPEC.md section 4). */
export function OtpSendButton({ onSend, disabled, submit }: OtpSendButtonProps) {
  const t = useTranslations('auth');
  const { remaining, running, start } = useCountdown(OTP_RESEND_SECONDS);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };

  return (
    <button type={submit ? 'submit' : 'button'} className={styles.secondary} onClick={send} disabled={disabled || sending || running}>
      {running ? t('resendIn', { seconds: remaining }) : t('sendOtp')}
    </button>
  );
}
