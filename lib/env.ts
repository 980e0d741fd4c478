import { z } from 'zod';

// Every environment variable the server reads, checked once. README.md documents each one.
const booleanish = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
/** An optional setting that may be passed empty (compose's `${NAME:-}`): empty means unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  MONGODB_URI: z.string().optional(),
  MONGOD_BINARY: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  UPLOAD_DIR: z.string().default('uploads'),
  UPLOAD_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optional(z.string().url()),
  S3_BUCKET: optional(z.string().min(3)),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Chat <no-reply@chat.local>'),
  REDIS_URL: z.string().optional(),
  ADMIN_CODE: z.string().min(6, 'ADMIN_CODE must be at least 6 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ICE_SERVERS: z.string().optional(),
  CALL_RING_TIMEOUT_MS: z.coerce.number().int().positive().default(40_000),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  SENDS_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(300),
  UPLOADS_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(60),
  SEARCH_INDEX_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(20),
  TRUST_PROXY: booleanish.default(false),
  // Web push (lib/push): generated once under DATA_DIR in development, required in production.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL').optional(),
  PUSH_ENDPOINT_ALLOWLIST: z.string().default(''),
  TURN_URLS: optional(z.string()),
  TURN_SECRET: optional(z.string().min(16, 'TURN_SECRET must be at least 16 characters')),
  METRICS_TOKEN: optional(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((config, ctx) => {
  // The bucket is the one S3 setting with no sensible default; credentials may come from the
  // SDK's own chain (instance roles), so only the bucket is required.
  if (config.UPLOAD_STORE === 's3' && !config.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when UPLOAD_STORE=s3' });
  if (!!config.TURN_URLS !== !!config.TURN_SECRET) ctx.addIssue({ code: 'custom', path: ['TURN_SECRET'], message: 'TURN_URLS and TURN_SECRET go together' });
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}
