import { ApiError } from '@/lib/errors/api-error';

/** How long a client is asked to wait before trying to store a file again on a full or read-only disk. */
const STORAGE_RETRY_AFTER_SECONDS = 60;
/** ... and when the object store does not answer (restarting, a network hiccup): a short wait. */
const STORE_AWAY_RETRY_AFTER_SECONDS = 5;
const FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO']);

/**
 * The upload folder's refusal as the API answers it: no room (507 STORAGE_FULL) or not writable
 * (503 STORAGE_UNAVAILABLE: read-only, no permission, a failing disk), each with Retry-After.
 * Not the caller's fault and no bug of ours, so never a 500. Anything else is left as it is.
 */
export function storageError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  if (FULL.has(code)) return new ApiError('STORAGE_FULL', { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS });
  if (NOT_WRITABLE.has(code)) return new ApiError('STORAGE_UNAVAILABLE', { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS });
  return error;
}

/** 503 STORAGE_UNAVAILABLE: the object store cannot be reached or refuses us (not the caller's doing). */
export const storeAway = () => new ApiError('STORAGE_UNAVAILABLE', { retryAfterSeconds: STORE_AWAY_RETRY_AFTER_SECONDS });
