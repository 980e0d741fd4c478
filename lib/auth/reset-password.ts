import { notFound } from '@/lib/errors/api-error';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { User } from '@/models/User';
import { endOtherSessions, newSessionState } from './end-sessions';
import { hashPassword } from './password';

/** A new password by e-mail code; every session of the account ends (API.md "Sessions"). */
export async function resetPassword(opts: { email: string; otp: string; newPassword: string }) {
  const otpId = await verifyOtp({ email: opts.email, purpose: 'reset', code: opts.otp });
  const user = await User.findOne({ email: opts.email }, { _id: 1 }).lean();
  if (!user) throw notFound('account');
  const state = newSessionState();
  const result = await User.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(opts.newPassword), ...state } });
  if (result.matchedCount === 0) throw notFound('account');
  await consumeOtp(otpId);
  await endOtherSessions({ userId: user._id, state });
}
