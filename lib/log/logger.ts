import pino, { type Logger } from 'pino';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/util/process-singleton';
import { currentRequestId } from './request-context';

// The server's one logger: JSON lines (pino) at LOG_LEVEL, each naming the request it was written
// for (reqId); human-readable through pino-pretty in development only (a devDependency: the
// production image does not have it). What may never be written: a token, a password, an OTP, a
// push key or a message's text. Nothing logs them on purpose; the fields below are blanked
// should one ever be passed in an object (test/log/no-secrets.test.ts scans a whole session).

const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'currentPassword', 'token', 'otp', 'code', 'text', 'caption', 'authorization', 'cookie', 'keys', 'p256dh', 'auth', 'secret'];

function createLogger(): Logger {
  const config = env();
  return pino({
    level: config.LOG_LEVEL,
    // Level names, not numbers: greppable, and what log shippers expect.
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)], censor: '[redacted]' },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    transport: config.NODE_ENV === 'development' ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } : undefined,
  });
}

/** The process's logger (made once: route handlers in Next's bundle share server.ts's). */
export const logger = (): Logger => processSingleton('logger', createLogger);
