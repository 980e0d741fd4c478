import { NextResponse } from 'next/server';
import { translate } from '@/lib/i18n/server-messages';
import type { Locale } from '@/lib/i18n/locales';
import { errorBody } from './error-body';
import type { ApiError } from './errors';

export { toApiError } from './to-api-error';

export function errorResponse(error: ApiError, lang: Locale): NextResponse {
  const headers: Record<string, string> = {};
  if (error.extra.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.extra.retryAfterSeconds);
  return NextResponse.json(errorBody(error, lang), { status: error.status, headers });
}

/** The answer of an account call that succeeded: `{ success: true, message, ...data }`. */
export function successBody(lang: Locale, key: string, data: Record<string, unknown> = {}) {
  return { success: true, message: translate(lang, `success.${key}`), ...data };
}
