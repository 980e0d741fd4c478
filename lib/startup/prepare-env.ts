import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { env } from '@/lib/env';

const PRODUCTION_NEEDS = ['JWT_SECRET', 'SMTP_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** A value kept in a file under DATA_DIR, made by `create` the first time. */
function keptInDataDir(file: string, create: () => string): string {
  if (!existsSync(file)) writeFileSync(file, create(), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Checks the environment before anything starts, and fills in what development may leave out:
 * a JWT secret and a VAPID key pair (web push), generated once and kept under DATA_DIR, so that
 * sessions and browsers' push subscriptions survive a restart. Production refuses to start
 * without them (and SMTP_URL), with a message naming the variables.
 */
export function prepareEnvironment(): void {
  const config = env();
  mkdirSync(config.DATA_DIR, { recursive: true });
  mkdirSync(config.UPLOAD_DIR, { recursive: true });
  if (config.NODE_ENV === 'production') {
    const missing = PRODUCTION_NEEDS.filter((name) => !config[name]);
    if (missing.length) {
      throw new Error(`Production needs ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} in the environment (see README.md).`);
    }
    return;
  }
  if (!config.JWT_SECRET) process.env.JWT_SECRET = keptInDataDir(path.join(config.DATA_DIR, 'jwt-secret'), () => randomBytes(32).toString('hex'));
  // A browser's subscription is bound to the public key it subscribed with: the pair is generated
  // together and kept together; only a pair set in the environment replaces it.
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) {
    const keys = JSON.parse(keptInDataDir(path.join(config.DATA_DIR, 'vapid-keys.json'), () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
    process.env.VAPID_PUBLIC_KEY = keys.publicKey;
    process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  }
  process.env.VAPID_SUBJECT ??= 'mailto:push@chat.local';
}
