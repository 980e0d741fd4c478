import { ApiError, notFound } from '@/lib/errors/api-error';
import type { Locale } from '@/lib/i18n/locales';
import { issueOtp } from '@/lib/otp/otp-service';
import { Chat } from '@/models/Chat';
import type { OtpPurpose } from '@/models/Otp';
import { User, type UserDoc } from '@/models/User';

interface SendOpts {
  email: string;
  lang: Locale;
  ip: string;
}

const emailInUse = async (email: string) => (await User.exists({ email })) !== null;

/** Registration code: the address must be free (EMAIL_TAKEN already here, API.md). */
export async function sendRegisterOtp(opts: SendOpts) {
  if (await emailInUse(opts.email)) throw new ApiError('EMAIL_TAKEN');
  await issueOtp({ ...opts, purpose: 'register' });
}

/** Password reset code: the address must belong to an account. */
export async function sendResetOtp(opts: SendOpts) {
  if (!(await emailInUse(opts.email))) throw notFound('account');
  await issueOtp({ ...opts, purpose: 'reset' });
}

/** Codes for a signed-in user's own address (change e-mail step 1, birthday, delete account). */
export async function sendOwnAddressOtp(opts: SendOpts & { user: UserDoc; purpose: OtpPurpose }) {
  if (opts.user.email !== opts.email) throw new ApiError('WRONG_EMAIL');
  await issueOtp(opts);
}

/** Change e-mail step 2: the new address must be free. */
export async function sendNewAddressOtp(opts: SendOpts) {
  if (await emailInUse(opts.email)) throw new ApiError('EMAIL_TAKEN');
  await issueOtp({ ...opts, purpose: 'email-new' });
}

/** Group deletion: only the owner, to their own address. */
export async function sendDeleteGroupOtp(opts: SendOpts & { user: UserDoc; groupId: string }) {
  const group = await Chat.findOne({ _id: opts.groupId, type: 'group' }, { owner: 1 }).lean();
  if (!group) throw notFound('group');
  if (String(group.owner) !== String(opts.user._id)) throw new ApiError('FORBIDDEN');
  await sendOwnAddressOtp({ ...opts, purpose: 'delete-group' });
}
