import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';

/** The mailed one-time code (6 digits) under a given field name. */
export function OtpInput({ name, defaultValue, disabled }: { name: string; defaultValue?: string; disabled?: boolean }) {
  const t = useTranslations('auth');
  return (
    <TextField
      label={t('otp')}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      defaultValue={defaultValue}
      disabled={disabled}
    />
  );
}
