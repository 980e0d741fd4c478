import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { translate } from '@/lib/i18n/server-messages';
import type { Locale } from '@/lib/i18n/locales';
import { ApiError, isErrorCode, type ErrorCode } from './errors';

/** Turns anything a handler threw into the one error answer of API.md. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const code: ErrorCode = issue && isErrorCode(issue.message) ? issue.message : 'VALIDATION_ERROR';
    return new ApiError(code, { field: issue?.path.join('.') || undefined });
  }
  const err = error as { name?: string; code?: number; keyPattern?: Record<string, unknown> } | null;
  if (err?.name === 'CastError' || err?.name === 'ValidationError') return new ApiError('VALIDATION_ERROR');
  if (err?.code === 11000) {
    const key = Object.keys(err.keyPattern ?? {})[0] ?? '';
    if (key === 'usernameLower') return new ApiError('USERNAME_TAKEN');
    if (key === 'email') return new ApiError('EMAIL_TAKEN');
    return new ApiError('INVALID_STATE');
  }
  console.error('[api] unexpected error', error);
  return new ApiError('INTERNAL_ERROR');
}

export function errorResponse(error: ApiError, lang: Locale): NextResponse {
  const headers: Record<string, string> = {};
  if (error.extra.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.extra.retryAfterSeconds);
  return NextResponse.json(
    { success: false, code: error.code, message: translate(lang, `errors.${error.code}`), ...(error.extra.field ? { field: error.extra.field } : {}) },
    { status: error.status, headers },
  );
}

/** The answer of an account call that succeeded: `{ success: true, message, ...data }`. */
export function successBody(lang: Locale, key: string, data: Record<string, unknown> = {}) {
  return { success: true, message: translate(lang, `success.${key}`), ...data };
}
