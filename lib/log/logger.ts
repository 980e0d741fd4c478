import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type Logger, type LevelWithSilent } from 'pino';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/util/process-singleton';
import { currentRequestId } from './request-context';

// The server's one logger: JSON lines (pino) at LOG_LEVEL, each naming the request it was written
// for (reqId); human-readable through pino-pretty in development only (a devDependency: the
// production image does not have it). What may never be written: a token, a password, an OTP, a
// push key or a message's text. Nothing logs them on purpose; the fields below are blanked
// should one ever be passed in an object (test/log/no-secrets.test.ts scans a whole session).

const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'currentPassword', 'token', 'otp', 'oldOtp', 'newOtp', 'content', 'newContent', 'text', 'caption', 'authorization', 'cookie', 'keys', 'p256dh', 'auth', 'secret'];
/** The admin code's field is `code`, as is an error's: blanked at the top and in a body only. */
const REDACTED = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), 'code', 'body.code'];

/** LOG_LEVEL and whether to pretty-print; defaults when the environment is invalid (that error is then logged). */
function settings(): { level: LevelWithSilent; pretty: boolean } {
  try {
    const config = env();
    return { level: config.LOG_LEVEL, pretty: config.NODE_ENV === 'development' && hasPinoPretty() };
  } catch {
    return { level: 'info', pretty: false };
  }
}

function hasPinoPretty(): boolean {
  try {
    createRequire(path.join(process.cwd(), 'package.json')).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function createLogger(): Logger {
  const { level, pretty } = settings();
  return pino({
    level,
    // Level names, not numbers: greppable, and what log shippers expect.
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED, censor: '[redacted]' },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    transport: pretty ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } : undefined,
  });
}

/** The process's logger (made once: route handlers in Next's bundle share server.ts's). */
export const logger = (): Logger => processSingleton('logger', createLogger);
