import { z } from 'zod';
import { birthdaySchema, emailSchema, langSchema, objectIdSchema, otpSchema, passwordSchema, requiredString } from './common';
import { issue, missingOr } from './issue';
import { TYPED_PASSWORD_MAX, USERNAME_MAX } from '@/lib/contract/limits';

const characters = (v: string) => [...v].length;

// 3 to 50 letters of any script (Vietnamese included), digits, _ and . (API.md).
export const usernameSchema = z
  .string({ error: missingOr() })
  .trim()
  .min(1, { error: issue('REQUIRED') })
  .refine((v) => characters(v) >= 3, { error: issue('TOO_SHORT', 'usernameInvalid') })
  .refine((v) => characters(v) <= USERNAME_MAX, { error: issue('TOO_LONG', 'usernameInvalid') })
  .regex(/^[\p{L}\p{M}\p{N}_.]*$/u, { error: issue('INVALID_FORMAT', 'usernameInvalid') });

/** A password as typed at login or as the current one: any length up to 50. */
const typedPassword = z.string({ error: missingOr() }).min(1, { error: issue('REQUIRED') }).max(TYPED_PASSWORD_MAX, { error: issue('TOO_LONG') });

export const loginSchema = z.object({
  username: requiredString(USERNAME_MAX),
  password: typedPassword,
  lang: langSchema,
});

export const emailOnlySchema = z.object({ email: emailSchema, lang: langSchema });

export const registerSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  birthday: birthdaySchema,
  gender: z.enum(['male', 'female', 'other'], { error: missingOr('genderRequired') }),
  email: emailSchema,
  otp: otpSchema,
  lang: langSchema,
});

export const resetPasswordSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  newPassword: passwordSchema,
  lang: langSchema,
});

export const changePasswordSchema = z.object({
  oldPassword: typedPassword,
  newPassword: passwordSchema,
  lang: langSchema,
});

export const changeEmailSchema = z.object({
  oldEmail: emailSchema,
  oldOtp: otpSchema,
  newEmail: emailSchema,
  newOtp: otpSchema,
  lang: langSchema,
});

export const changeBirthdaySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  birthday: birthdaySchema,
  lang: langSchema,
});

export const deleteAccountSchema = z.object({ email: emailSchema, otp: otpSchema, lang: langSchema });

export const deleteGroupOtpSchema = z.object({ email: emailSchema, groupId: objectIdSchema, lang: langSchema });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
