import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { OTP_LENGTH } from '@/lib/contract/limits';

/** The mailed one-time code (6 digits) under a given field name. */
export function OtpInput({ name, defaultValue, disabled }: { name: string; defaultValue?: string; disabled?: boolean }) {
  const t = useTranslations('auth');
  return (
    <TextField
      label={t('otp')}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      defaultValue={defaultValue}
      disabled={disabled}
    />
  );
}
