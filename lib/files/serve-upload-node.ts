import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { errorBody } from '@/lib/api/error-body';
import { ApiError } from '@/lib/api/errors';
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage } from '@/lib/i18n/locales';
import { prepareUpload } from './serve-upload';

const FILE_PATH = /^\/api\/(uploads|download)\/([^/?#]*)(?:\?(.*))?$/;

/**
 * GET/HEAD /api/uploads/<name> and /api/download/<name> answered on the Node response itself,
 * for server.ts to call before Next: the same answers as the route handlers, plus the
 * Content-Length that Next 16 strips from route handler responses (download progress, media
 * players). Any other request gets `false` at once (synchronously) and goes to Next as usual:
 *
 *   const served = handleUploadRequest(req, res);
 *   if (!served) handle(req, res);
 */
export function handleUploadRequest(req: IncomingMessage, res: ServerResponse): false | Promise<void> {
  const match = FILE_PATH.exec(req.url ?? '');
  if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  return answer(req, res, match);
}

async function answer(req: IncomingMessage, res: ServerResponse, match: RegExpExecArray): Promise<void> {
  const query = new URLSearchParams(match[3] ?? '');
  const lang = [query.get('lang')].find(isLocale) ?? localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE;
  try {
    let name: string;
    try {
      name = decodeURIComponent(match[2]);
    } catch {
      name = '';
    }
    const prepared = await prepareUpload({
      name,
      disposition: match[1] === 'uploads' ? 'inline' : 'attachment',
      range: match[1] === 'uploads' ? (req.headers.range ?? null) : null,
    });
    res.writeHead(prepared.status, prepared.headers);
    if (!prepared.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(createReadStream(prepared.body.file, { start: prepared.body.start, end: prepared.body.end }), res).catch(() => {
      // the client went away mid-file
    });
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('[files] serving failed', error);
    const apiError = error instanceof ApiError ? error : new ApiError('INTERNAL_ERROR');
    if (!res.headersSent) {
      res.writeHead(apiError.status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(errorBody(apiError, lang)));
    } else {
      res.destroy();
    }
  }
}
