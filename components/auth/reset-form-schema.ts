import { z } from 'zod';
import { resetPasswordSchema } from '@/lib/validations/auth';
import { issue } from '@/lib/validations/issue';

const filled = z.string({ error: issue('REQUIRED') }).trim().min(1, { error: issue('REQUIRED') });

/**
 * The forgot-password form, step 2: every field filled ("fill in all fields"), then the shared
 * reset rules (password 6-12), then the retype matching.
 */
export const resetFormSchema = z
  .object({ email: filled, otp: filled, newPassword: filled, retypePassword: filled })
  .pipe(
    resetPasswordSchema
      .extend({ retypePassword: z.string() })
      .refine((v) => v.newPassword === v.retypePassword, { error: 'PASSWORD_MISMATCH', path: ['retypePassword'] }),
  );
