import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { OTP_LENGTH } from '@/lib/contract/limits';

/** The mailed one-time code (6 digits). */
export function OtpField({ autoFocus }: { autoFocus?: boolean }) {
  const t = useTranslations('auth');
  return <TextField label={t('otp')} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} autoFocus={autoFocus} />;
}
