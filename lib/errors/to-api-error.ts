import { ZodError } from 'zod';
import { parseIssue, parseNotFoundIssue } from '@/lib/validations/issue';
import { ApiError, invalidField, isErrorCode, notFound, type ErrorCode } from './api-error';
import { logger } from '@/lib/log/logger';

// No Next.js imports here: the socket handlers, loaded by server.ts outside Next, use this too.

/** How long a client is asked to wait when the database is away (it is restarted within seconds). */
const DB_RETRY_AFTER_SECONDS = 5;

// MongoClientClosedError: a query in flight when the client was closed, as the reconnect watchdog
// does on a connection that stopped answering (lib/db/reconnect-watchdog.ts).
const UNAVAILABLE_ERRORS = new Set(['MongoClientClosedError', 'MongoServerSelectionError', 'MongooseServerSelectionError', 'MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoNotConnectedError', 'MongoTopologyClosedError', 'PoolClearedError', 'MongoPoolClearedError', 'PoolClearedOnNetworkError']);

/** The database cannot be reached (down, restarting): not a bug of the request. */
function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { name?: string; message?: string } | null;
  if (!err?.name) return false;
  return UNAVAILABLE_ERRORS.has(err.name) || /buffering timed out/.test(err.message ?? '');
}

/** Turns anything a handler threw into the one error answer of API.md. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) {
    // The first issue decides: a refused field (lib/validations/issue.ts), an id naming nothing, or a code.
    const issue = error.issues[0];
    const field = issue?.path.join('.') || undefined;
    const detail = parseIssue(issue?.message);
    if (detail) return invalidField(field, detail);
    const resource = parseNotFoundIssue(issue?.message);
    if (resource) return notFound(resource);
    const code: ErrorCode = issue && isErrorCode(issue.message) ? issue.message : 'VALIDATION_ERROR';
    return new ApiError(code, { field });
  }
  const err = error as { name?: string; code?: number; keyPattern?: Record<string, unknown> } | null;
  if (err?.name === 'CastError' || err?.name === 'ValidationError') return new ApiError('VALIDATION_ERROR');
  if (err?.code === 11000) {
    const key = Object.keys(err.keyPattern ?? {})[0] ?? '';
    if (key === 'usernameLower' || key === 'usernameSkeleton') return new ApiError('USERNAME_TAKEN');
    if (key === 'email') return new ApiError('EMAIL_TAKEN');
    return new ApiError('INVALID_STATE');
  }
  if (isDatabaseUnavailable(error)) return new ApiError('DB_UNAVAILABLE', { retryAfterSeconds: DB_RETRY_AFTER_SECONDS });
  logger().error({ err: error }, '[api] unexpected error');
  return new ApiError('INTERNAL_ERROR');
}
