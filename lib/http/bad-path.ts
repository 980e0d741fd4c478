import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from '@/lib/api/error-body';
import { ApiError } from '@/lib/api/errors';
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage } from '@/lib/i18n/locales';

// No Next.js imports: server.ts calls this before Next sees the request.

/** Whether the URL's path has a segment that is not percent-encoded UTF-8 (`%ED%A0%80`). */
export function hasUndecodablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Next cannot decode such a path into route params and answers a bare 400 (development) or 500
 * page for it. Caught first instead: an API call gets the JSON error of API.md (400
 * VALIDATION_ERROR), a page the not-found screen (404). Answers true when it took the request.
 */
export function refuseUndecodablePath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (!hasUndecodablePath(url)) return false;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
    const fromQuery = new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '').get('lang');
    const lang = isLocale(fromQuery) ? fromQuery : (localeFromAcceptLanguage(req.headers['accept-language'] ?? null) ?? DEFAULT_LOCALE);
    const body = JSON.stringify(errorBody(new ApiError('VALIDATION_ERROR'), lang));
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
    return true;
  }
  // A path no page has: Next renders the not-found screen with 404.
  req.url = '/404';
  return false;
}
