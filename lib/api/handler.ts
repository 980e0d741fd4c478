import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { requireSession } from '@/lib/auth/current-user';
import { bearerToken, verifyAdminToken } from '@/lib/auth/jwt';
import { connectDb } from '@/lib/db/connect';
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@/lib/i18n/locales';
import type { UserDoc } from '@/models/User';
import { CLIENT_IP_HEADER } from './client-ip';
import { ApiError } from './errors';
import { errorResponse, toApiError } from './respond';

type RouteContext = { params: Promise<Record<string, string | string[]>> };

interface BaseContext<B, Q> {
  req: NextRequest;
  lang: Locale;
  params: Record<string, string>;
  body: B;
  query: Q;
  ip: string;
}

interface Options<B, Q> {
  /** zod schema of the JSON body; omit for multipart or bodiless calls */
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
}

type Result = Record<string, unknown> | Response;

/** JSON bodies above this are refused with 413 PAYLOAD_TOO_LARGE (API.md). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON body of at most MAX_JSON_BODY_BYTES: a larger Content-Length is refused before a
 * byte is read, and a body that streams past the limit is refused there, never read whole.
 */
async function readJson(req: NextRequest): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BODY_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
  if (!req.body) return {};
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that goes away mid-body is no server error: nobody reads the answer anyway.
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError('VALIDATION_ERROR');
    });
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BODY_BYTES) {
      void reader.cancel().catch(() => undefined);
      throw new ApiError('PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR');
  }
}

function pickLang(req: NextRequest, body: unknown): Locale {
  const fromBody = (body as { lang?: unknown } | null)?.lang;
  if (isLocale(fromBody)) return fromBody;
  const fromQuery = req.nextUrl.searchParams.get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  return localeFromAcceptLanguage(req.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

function flattenParams(raw: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
}

function build<B, Q, Extra>(
  options: Options<B, Q>,
  authenticate: (req: NextRequest) => Promise<Extra>,
  fn: (ctx: BaseContext<B, Q> & Extra) => Promise<Result>,
) {
  return async (req: NextRequest, routeContext: RouteContext): Promise<Response> => {
    let lang: Locale = DEFAULT_LOCALE;
    try {
      // The language of the query or header first, so that even a broken body is answered in it.
      lang = pickLang(req, undefined);
      await connectDb();
      // Who is calling before what they send: a call without a session never has its body read.
      const extra = await authenticate(req);
      const hasJsonBody = options.body !== undefined;
      const rawBody = hasJsonBody ? await readJson(req) : undefined;
      lang = pickLang(req, rawBody);
      const body = (hasJsonBody ? options.body!.parse(rawBody) : undefined) as B;
      const query = (options.query ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined) as Q;
      const params = flattenParams((await routeContext?.params) ?? {});
      const ip = req.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
      const result = await fn({ req, lang, params, body, query, ip, ...extra });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return errorResponse(toApiError(error), lang);
    }
  };
}

/** A call anyone may make (login, register, config ...). */
export function publicRoute<B = undefined, Q = undefined>(options: Options<B, Q>, fn: (ctx: BaseContext<B, Q>) => Promise<Result>) {
  return build(options, async () => ({}), fn);
}

/**
 * A call of a signed-in user: a missing, bad or expired token, or a deleted account, gives 401;
 * a token of a session that a password change, reset ... ended gives 401 SESSION_ENDED.
 * `sessionId` names the caller's signed-in client (see lib/auth/end-sessions.ts).
 */
export function userRoute<B = undefined, Q = undefined>(
  options: Options<B, Q>,
  fn: (ctx: BaseContext<B, Q> & { user: UserDoc; sessionId: string }) => Promise<Result>,
) {
  return build(options, (req) => requireSession(req.headers.get('authorization')), fn);
}

/** A call of the badge admin session (API.md): needs the admin token, a user token is refused. */
export function adminRoute<B = undefined, Q = undefined>(options: Options<B, Q>, fn: (ctx: BaseContext<B, Q>) => Promise<Result>) {
  return build(
    options,
    async (req) => {
      const token = bearerToken(req.headers.get('authorization'));
      if (!token || !verifyAdminToken(token)) throw new ApiError('ADMIN_AUTH_REQUIRED');
      return {};
    },
    fn,
  );
}
