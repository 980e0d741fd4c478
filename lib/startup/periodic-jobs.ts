import { purgeExpiredPreviews } from '@/lib/link-preview/preview-cache';
import { purgeOldLogEntries } from '@/lib/moderation/record-action';
import { purgeExpiredOtps } from '@/lib/otp/otp-service';
import { sweepRateLimits } from '@/lib/util/rate-limit';
import { logger } from '@/lib/log/logger';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Housekeeping that FerretDB cannot do with TTL indexes (DESIGN.md). Returns a stop function. */
export function startPeriodicJobs(): () => void {
  const run = () => {
    sweepRateLimits();
    purgeExpiredOtps().catch((error) => logger().error({ err: error }, '[jobs] OTP purge failed'));
    purgeOldLogEntries().catch((error) => logger().error({ err: error }, '[jobs] moderation log purge failed'));
    purgeExpiredPreviews().catch((error) => logger().error({ err: error }, '[jobs] link preview cache purge failed'));
  };
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
