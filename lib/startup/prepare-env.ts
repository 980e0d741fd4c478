import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * Checks the environment before anything starts, and fills in what development may leave out:
 * a JWT secret generated once and kept under DATA_DIR. Production refuses to start without
 * JWT_SECRET and SMTP_URL, with a message naming the variable.
 */
export function prepareEnvironment(): void {
  const config = env();
  mkdirSync(config.DATA_DIR, { recursive: true });
  mkdirSync(config.UPLOAD_DIR, { recursive: true });
  if (config.NODE_ENV === 'production') {
    const missing = [!config.JWT_SECRET && 'JWT_SECRET', !config.SMTP_URL && 'SMTP_URL'].filter(Boolean);
    if (missing.length) {
      throw new Error(`Production needs ${missing.join(' and ')}: set ${missing.length > 1 ? 'them' : 'it'} in the environment (see README.md).`);
    }
    return;
  }
  if (!config.JWT_SECRET) {
    const file = path.join(config.DATA_DIR, 'jwt-secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    process.env.JWT_SECRET = readFileSync(file, 'utf8').trim();
  }
}
