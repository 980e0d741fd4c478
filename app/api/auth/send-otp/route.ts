import { publicRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { sendRegisterOtp } from '@/lib/auth/send-account-otp';
import { emailOnlySchema } from '@/lib/validations/auth';

export const POST = publicRoute({ body: emailOnlySchema }, async ({ body, lang, ip }) => {
  await sendRegisterOtp({ email: body.email, lang, ip });
  return successBody(lang, 'OTP_SENT');
});
