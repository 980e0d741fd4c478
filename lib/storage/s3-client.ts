import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '@/lib/env';

/** The S3 settings of the environment (README: UPLOAD_STORE=s3). */
export type S3Settings = Pick<Env, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

/**
 * How long the store may keep a request waiting: a refused connection fails at once, one that is
 * not accepted within CONNECT_MS or goes silent for IDLE_MS (a hung store) fails then, and an
 * upload answers 503 instead of hanging. IDLE_MS is the time without a byte either way, so a
 * large part still uploads as long as it moves.
 */
const CONNECT_MS = 2_000;
const IDLE_MS = 10_000;

/** A client for the bucket of these settings (also used by `npm run uploads:migrate`). */
export function s3Client(settings: S3Settings): S3Client {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    // MinIO and most self-hosted stores want path-style URLs (http://host/bucket/key).
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // Without explicit keys the SDK's own chain is used (environment, instance role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // One retry: the SDK's default of three with back-off would keep a caller waiting for a store
    // that is away; the client retries after Retry-After instead.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_MS, requestTimeout: IDLE_MS },
    // Checksums only where the API requires them: not every S3-compatible store takes the
    // SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
