import { ApiError } from '@/lib/errors/api-error';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { User, type UserDoc } from '@/models/User';

export async function changeBirthday(opts: { user: UserDoc; email: string; otp: string; birthday: string }) {
  if (opts.user.email !== opts.email) throw new ApiError('WRONG_EMAIL');
  const otpId = await verifyOtp({ email: opts.email, purpose: 'birthday', code: opts.otp });
  await User.updateOne({ _id: opts.user._id }, { $set: { birthday: new Date(opts.birthday) } });
  await consumeOtp(otpId);
}
