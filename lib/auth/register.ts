import { ApiError } from '@/lib/api/errors';
import { consumeOtp, verifyOtp } from '@/lib/otp/otp-service';
import { toPublicUser } from '@/lib/users/public-user';
import type { RegisterInput } from '@/lib/validations/auth';
import { User, type UserDoc } from '@/models/User';
import { hashPassword } from './password';

/** Creates the account once the registration code checks out; the code is used up only on success. */
export async function register(input: RegisterInput) {
  const usernameLower = input.username.toLowerCase();
  if (await User.exists({ usernameLower })) throw new ApiError('USERNAME_TAKEN');
  if (await User.exists({ email: input.email })) throw new ApiError('EMAIL_TAKEN');
  const otpId = await verifyOtp({ email: input.email, purpose: 'register', code: input.otp });
  const created = await User.create({
    username: input.username,
    usernameLower,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    birthday: new Date(input.birthday),
    gender: input.gender,
    lang: input.lang ?? 'vi',
  });
  await consumeOtp(otpId);
  const user = created.toObject() as unknown as UserDoc;
  return toPublicUser(user, String(user._id));
}
