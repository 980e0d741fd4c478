import { z } from 'zod';
import { birthdaySchema, emailSchema, langSchema, objectIdSchema, otpSchema, passwordSchema, requiredString } from './common';

// Letters of any script (Vietnamese included), digits, _ and . (API.md).
export const usernameSchema = z
  .string({ error: 'REQUIRED_FIELD' })
  .trim()
  .min(1, { error: 'REQUIRED_FIELD' })
  .regex(/^[\p{L}\p{M}\p{N}_.]{3,50}$/u, { error: 'USERNAME_INVALID' });

export const loginSchema = z.object({
  username: requiredString(50),
  password: z.string({ error: 'REQUIRED_FIELD' }).min(1, { error: 'REQUIRED_FIELD' }).max(50, { error: 'FIELD_TOO_LONG' }),
  lang: langSchema,
});

export const emailOnlySchema = z.object({ email: emailSchema, lang: langSchema });

export const registerSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  birthday: birthdaySchema,
  gender: z.enum(['male', 'female', 'other'], { error: 'GENDER_REQUIRED' }),
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
  oldPassword: z.string({ error: 'REQUIRED_FIELD' }).min(1, { error: 'REQUIRED_FIELD' }).max(50, { error: 'FIELD_TOO_LONG' }),
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
