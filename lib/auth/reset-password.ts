import { ApiError } from '@/lib/api/errors';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { User } from '@/models/User';
import { hashPassword } from './password';

export async function resetPassword(opts: { email: string; otp: string; newPassword: string }) {
  const otpId = await verifyOtp({ email: opts.email, purpose: 'reset', code: opts.otp });
  const result = await User.updateOne({ email: opts.email }, { $set: { passwordHash: await hashPassword(opts.newPassword) } });
  if (result.matchedCount === 0) throw new ApiError('EMAIL_NOT_FOUND');
  await consumeOtp(otpId);
}
