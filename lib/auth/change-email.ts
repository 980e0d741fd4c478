import { ApiError } from '@/lib/errors/api-error';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { User, type UserDoc } from '@/models/User';

/** Both codes must check out (old address, then new) before the address changes. */
export async function changeEmail(opts: { user: UserDoc; oldEmail: string; oldOtp: string; newEmail: string; newOtp: string }) {
  if (opts.user.email !== opts.oldEmail) throw new ApiError('WRONG_EMAIL');
  if (await User.exists({ email: opts.newEmail })) throw new ApiError('EMAIL_TAKEN');
  const oldId = await verifyOtp({ email: opts.oldEmail, purpose: 'email-old', code: opts.oldOtp });
  const newId = await verifyOtp({ email: opts.newEmail, purpose: 'email-new', code: opts.newOtp });
  await User.updateOne({ _id: opts.user._id }, { $set: { email: opts.newEmail } });
  await Promise.all([consumeOtp(oldId), consumeOtp(newId)]);
}
