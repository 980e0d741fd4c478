import { publicRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { sendResetOtp } from '@/lib/auth/send-account-otp';
import { emailOnlySchema } from '@/lib/validations/auth';

// Also served as /auth/send-otp-password (API.md: one is an alias of the other).
export const POST = publicRoute({ body: emailOnlySchema }, async ({ body, lang, ip }) => {
  await sendResetOtp({ email: body.email, lang, ip });
  return successBody(lang, 'OTP_SENT');
});
