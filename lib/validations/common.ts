import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { issue, missingOr } from './issue';
import { EMAIL_MAX, OTP_LENGTH } from '@/lib/contract/limits';

// Shared by forms and handlers; no server-only imports here. Issue messages say why a field was
// refused and which text shows it (./issue.ts), so each side shows the same localized text.

/** A required string: rejects anything but a string (so `{"$gt": ""}` never reaches a query). */
export const requiredString = (max: number) =>
  z
    .string({ error: missingOr() })
    .trim()
    .min(1, { error: issue('REQUIRED') })
    .max(max, { error: issue('TOO_LONG') });

/** An unknown language is no reason to refuse a call: it falls back to the default (vi). */
export const langSchema = z.enum(LOCALES).optional().catch(undefined);

/** A 24-hex id, lower-cased so that one id is always one string (set membership, comparisons). */
export const objectIdSchema = z
  .string({ error: 'VALIDATION_ERROR' })
  .regex(/^[0-9a-fA-F]{24}$/, { error: 'VALIDATION_ERROR' })
  .transform((id) => id.toLowerCase());

// A deliberately simple pattern (SPEC.md section 5): something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: missingOr('emailRequired', 'emailInvalid') })
  .trim()
  .min(1, { error: issue('REQUIRED', 'emailRequired') })
  .max(EMAIL_MAX, { error: issue('TOO_LONG', 'emailInvalid') })
  .regex(EMAIL_PATTERN, { error: issue('INVALID_FORMAT', 'emailInvalid') })
  .transform((v) => v.toLowerCase());

export const otpSchema = z
  .string({ error: missingOr('otpRequired') })
  .trim()
  .min(1, { error: issue('REQUIRED', 'otpRequired') })
  .max(OTP_LENGTH, { error: 'OTP_INVALID' });

export const passwordSchema = z
  .string({ error: missingOr('passwordLength') })
  .min(6, { error: issue('TOO_SHORT', 'passwordLength') })
  .max(12, { error: issue('TOO_LONG', 'passwordLength') });

/** Whether `yyyy-MM-dd` names a day of the calendar (Date.parse rolls 2001-02-30 over to March 2). */
function isCalendarDay(ymd: string): boolean {
  const [y, m, d] = ymd.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** yyyy-MM-dd or a full ISO date-time, a real calendar day, not in the future. */
export const birthdaySchema = z
  .string({ error: missingOr('birthdayRequired', 'dateInvalid') })
  .trim()
  .min(1, { error: issue('REQUIRED', 'birthdayRequired') })
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && isCalendarDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now(),
    { error: issue('INVALID_FORMAT', 'dateInvalid') },
  );
