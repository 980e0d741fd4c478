import { userRoute } from '@/lib/api/handler';
import { successBody } from '@/lib/api/respond';
import { emailOnlySchema } from '@/lib/validations/auth';
import type { OtpPurpose } from '@/models/Otp';
import { sendOwnAddressOtp } from '@/lib/auth/send-account-otp';

/** POST handler that mails a signed-in user a code for `purpose` at their own address. */
export const ownAddressOtpRoute = (purpose: OtpPurpose) =>
  userRoute({ body: emailOnlySchema }, async ({ body, lang, ip, user }) => {
    await sendOwnAddressOtp({ email: body.email, lang, ip, user, purpose });
    return successBody(lang, 'OTP_SENT');
  });
