import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { sendDeleteGroupOtp } from '@/lib/auth/send-account-otp';
import { deleteGroupOtpSchema } from '@/lib/validations/auth';

export const POST = userRoute({ body: deleteGroupOtpSchema }, async ({ body, lang, ip, user }) => {
  await sendDeleteGroupOtp({ email: body.email, groupId: body.groupId, lang, ip, user });
  return successBody(lang, 'OTP_SENT');
});
