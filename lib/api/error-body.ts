import { translate } from '@/lib/i18n/server-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { ApiError } from '@/lib/errors/api-error';

// No Next.js imports here: server.ts answers upload requests itself with this too.

/**
 * The one error answer of API.md: `{ success: false, code, message, field?, reason?, resource? }`,
 * and `retryAfterSeconds` beside the Retry-After header of a refusal that ends by itself (429
 * SLOW_MODE: the composer counts it down).
 */
export function errorBody(error: ApiError, lang: Locale) {
  const { retryAfterSeconds } = error.extra;
  return { success: false, code: error.code, message: translate(lang, error.messageKey), ...error.detail, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
}
