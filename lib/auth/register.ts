import { ApiError } from '@/lib/errors/api-error';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { toOwnUser } from '@/lib/users/public-user';
import { isReservedUsername, usernameSkeleton } from '@/lib/users/username-skeleton';
import type { RegisterInput } from '@/lib/validations/auth';
import { User, type UserDoc } from '@/models/User';
import { hashPassword } from './password';

/**
 * Creates the account once the registration code checks out; the code is used up only on success.
 * A reserved name (admin, support ...) or a look-alike of a taken one is taken too (409): the
 * unique usernameSkeleton index settles two look-alikes registering at once.
 */
export async function register(input: RegisterInput) {
  const usernameLower = input.username.toLowerCase();
  const skeleton = usernameSkeleton(input.username);
  if (isReservedUsername(input.username)) throw new ApiError('USERNAME_TAKEN');
  // Two equality lookups, each served by its index (an $or would be a scan on the embedded FerretDB).
  if ((await User.exists({ usernameLower })) || (await User.exists({ usernameSkeleton: skeleton }))) throw new ApiError('USERNAME_TAKEN');
  if (await User.exists({ email: input.email })) throw new ApiError('EMAIL_TAKEN');
  const otpId = await verifyOtp({ email: input.email, purpose: 'register', code: input.otp });
  const created = await User.create({
    username: input.username,
    usernameLower,
    usernameSkeleton: skeleton,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    birthday: new Date(input.birthday),
    gender: input.gender,
    lang: input.lang ?? 'vi',
  });
  await consumeOtp(otpId);
  const user = created.toObject<UserDoc>();
  return toOwnUser(user);
}
