import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { sendNewAddressOtp } from '@/lib/auth/send-account-otp';
import { emailOnlySchema } from '@/lib/validations/auth';

export const POST = userRoute({ body: emailOnlySchema }, async ({ body, lang, ip }) => {
  await sendNewAddressOtp({ email: body.email, lang, ip });
  return successBody(lang, 'OTP_SENT');
});
