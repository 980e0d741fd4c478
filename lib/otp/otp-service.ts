import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Types } from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/server-messages';
import { sendMail } from '@/lib/mail/mailer';
import { returnHit, takeHit } from '@/lib/util/rate-limit';
import { Otp, type OtpPurpose } from '@/models/Otp';
import { logger } from '@/lib/log/logger';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_RESEND_MS = 60 * 1000;
export const OTP_MAX_WRONG = 5;
const HOUR_MS = 60 * 60 * 1000;

function hashCode(email: string, purpose: OtpPurpose, code: string): string {
  // Keyed with the server secret: a copy of the database alone does not give the codes away.
  return createHmac('sha256', process.env.JWT_SECRET ?? '').update(`${purpose}:${email}:${code}`).digest('hex');
}

/**
 * Creates a code for (email, purpose) and mails it. A second one within 60 s is refused with
 * 429 OTP_TOO_SOON: the upsert only matches a row older than that, so a recent row makes it
 * insert a duplicate, which the unique (email, purpose) index refuses, atomically.
 */
export async function issueOtp(opts: { email: string; purpose: OtpPurpose; lang: Locale; ip: string }): Promise<void> {
  const ipKey = `otp-ip:${opts.ip}`;
  // Counted first (atomically, rate-limit.ts); a send refused as too soon gives its hit back.
  await takeHit(ipKey, env().OTP_SENDS_PER_IP_PER_HOUR, HOUR_MS);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  let rowId: Types.ObjectId;
  try {
    const row = await Otp.findOneAndUpdate(
      { email: opts.email, purpose: opts.purpose, sentAt: { $lte: new Date(now - OTP_RESEND_MS) } },
      {
        $set: { codeHash: hashCode(opts.email, opts.purpose, code), attempts: 0, sentAt: new Date(now), expiresAt: new Date(now + OTP_TTL_MS) },
      },
      // No projection: FerretDB v1's findAndModify refuses `fields`.
      { upsert: true, returnDocument: 'after' },
    );
    rowId = row!._id as Types.ObjectId;
  } catch (error) {
    await returnHit(ipKey);
    if ((error as { code?: number }).code !== 11000) throw error;
    const existing = await Otp.findOne({ email: opts.email, purpose: opts.purpose }, { sentAt: 1 }).lean();
    const waitMs = existing ? existing.sentAt.getTime() + OTP_RESEND_MS - now : OTP_RESEND_MS;
    throw new ApiError('OTP_TOO_SOON', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  try {
    await sendMail({
      to: opts.email,
      subject: translate(opts.lang, 'mail.subject', { code }),
      text: translate(opts.lang, 'mail.body', { code, purpose: translate(opts.lang, `mail.purposes.${opts.purpose}`) }),
    });
  } catch (error) {
    logger().error({ err: error }, '[mail] sending failed');
    await Otp.deleteOne({ _id: rowId });
    throw new ApiError('MAIL_FAILED');
  }
}

/**
 * Checks a code without using it up: at most OTP_MAX_WRONG tries per code, the fifth wrong one
 * burns it (OTP_BURNT). The try is counted first, by one conditional update (only while under the
 * limit), and the code compared after: concurrent tries cannot get more than the limit, nor let a
 * right code through once it is burnt. The update is keyed by `_id`, so on FerretDB it is queued
 * with the other writes to that row (lib/db/serialize-writes.ts); on MongoDB it is atomic anyway.
 * Returns the row id; call `consumeOtp` once the operation it guards has succeeded.
 */
export async function verifyOtp(opts: { email: string; purpose: OtpPurpose; code: string }): Promise<Types.ObjectId> {
  const live = await Otp.findOne({ email: opts.email, purpose: opts.purpose, expiresAt: { $gt: new Date() } }, { _id: 1 }).lean();
  if (!live) throw new ApiError('OTP_INVALID');
  const row = await Otp.findOneAndUpdate(
    { _id: live._id, attempts: { $lt: OTP_MAX_WRONG } },
    { $inc: { attempts: 1 } },
    // No projection: FerretDB v1's findAndModify refuses `fields`.
    { returnDocument: 'after' },
  ).lean();
  if (!row) {
    // No try left, or the row went meanwhile (used, or purged when it expired).
    throw new ApiError((await Otp.exists({ _id: live._id })) ? 'OTP_BURNT' : 'OTP_INVALID');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new ApiError('OTP_INVALID');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(opts.email, opts.purpose, opts.code), 'hex');
  if (timingSafeEqual(expected, given)) return row._id;
  throw new ApiError(row.attempts >= OTP_MAX_WRONG ? 'OTP_BURNT' : 'OTP_INVALID');
}

export async function consumeOtp(rowId: Types.ObjectId): Promise<void> {
  await Otp.deleteOne({ _id: rowId });
}

export async function purgeExpiredOtps(): Promise<void> {
  await Otp.deleteMany({ expiresAt: { $lt: new Date() } });
}
