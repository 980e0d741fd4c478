import type { z } from 'zod';
import { requireSession } from '@/lib/auth/current-user';
import { bearerToken, verifyAdminToken } from '@/lib/auth/jwt';
import { connectDb } from '@/lib/db/connect';
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@/lib/i18n/locales';
import type { UserDoc } from '@/models/User';
import { CLIENT_IP_HEADER } from './client-ip';
import { errorBody } from './error-body';
import { ApiError } from './errors';
import { toApiError } from './to-api-error';

// No Next.js imports here: the one pipeline of every API call (language, session, body, schema,
// error answer), for Next's route handlers (handler.ts) and for the calls server.ts answers
// itself (node-route.ts).

/** What the pipeline needs of a request, whoever received it. */
export interface RouteRequest {
  header(name: string): string | null;
  query: URLSearchParams;
  /** The body as JSON (parseJsonText's rules, within MAX_JSON_BODY_BYTES), read only when the route has a body schema. */
  readJson(): Promise<unknown>;
}

export interface BaseContext<B, Q, Req> {
  req: Req;
  lang: Locale;
  params: Record<string, string>;
  body: B;
  query: Q;
  ip: string;
}

export interface RouteOptions<B, Q> {
  /** zod schema of the JSON body; omit for multipart or bodiless calls */
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
}

/** A JSON answer before it is written, in whichever form the receiver writes answers. */
export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type Authenticate<Extra> = (request: RouteRequest) => Promise<Extra>;

/** JSON bodies above this are refused with 413 PAYLOAD_TOO_LARGE (API.md). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** A larger declared Content-Length is refused before a byte of the body is read. */
export function assertDeclaredLength(contentLength: string | null | undefined): void {
  if (Number(contentLength ?? 0) > MAX_JSON_BODY_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
}

/** The body's text as JSON; an empty body is `{}`, anything unparsable a VALIDATION_ERROR. */
export function parseJsonText(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR');
  }
}

function pickLang(request: RouteRequest, body: unknown): Locale {
  const fromBody = (body as { lang?: unknown } | null)?.lang;
  if (isLocale(fromBody)) return fromBody;
  const fromQuery = request.query.get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  return localeFromAcceptLanguage(request.header('accept-language')) ?? DEFAULT_LOCALE;
}

function errorAnswer(error: ApiError, lang: Locale): JsonAnswer {
  const headers: Record<string, string> = {};
  if (error.extra.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.extra.retryAfterSeconds);
  return { status: error.status, headers, body: errorBody(error, lang) };
}

/**
 * Runs one call: its answer as JSON, or the Response a handler returned itself (a file, a
 * redirect). Every refusal becomes the one error answer of API.md, in the caller's language.
 */
export async function runRoute<B, Q, Extra, Req>(
  call: {
    options: RouteOptions<B, Q>;
    authenticate: Authenticate<Extra>;
    fn: (ctx: BaseContext<B, Q, Req> & Extra) => Promise<Record<string, unknown> | Response>;
  },
  request: RouteRequest,
  req: Req,
  params: () => Promise<Record<string, string>>,
): Promise<JsonAnswer | Response> {
  let lang: Locale = DEFAULT_LOCALE;
  try {
    // The language of the query or header first, so that even a broken body is answered in it.
    lang = pickLang(request, undefined);
    await connectDb();
    // Who is calling before what they send: a call without a session never has its body read.
    const extra = await call.authenticate(request);
    const { options } = call;
    const rawBody = options.body ? await request.readJson() : undefined;
    lang = pickLang(request, rawBody);
    const body = (options.body ? options.body.parse(rawBody) : undefined) as B;
    const query = (options.query ? options.query.parse(Object.fromEntries(request.query)) : undefined) as Q;
    const ip = request.header(CLIENT_IP_HEADER) ?? 'unknown';
    const result = await call.fn({ req, lang, params: await params(), body, query, ip, ...extra });
    return result instanceof Response ? result : { status: 200, headers: {}, body: result };
  } catch (error) {
    return errorAnswer(toApiError(error), lang);
  }
}

export type UserExtra = { user: UserDoc; sessionId: string };

/**
 * A signed-in user: a missing, bad or expired token, or a deleted account, gives 401; a token of
 * a session that a password change, reset ... ended gives 401 SESSION_ENDED. `sessionId` names
 * the caller's signed-in client (see lib/auth/end-sessions.ts).
 */
export const authenticateUser: Authenticate<UserExtra> = (request) => requireSession(request.header('authorization'));

/** Anyone (login, register, config ...). */
export const authenticateNobody: Authenticate<object> = async () => ({});

/** The badge admin session (API.md): needs the admin token, a user token is refused. */
export const authenticateAdmin: Authenticate<object> = async (request) => {
  const token = bearerToken(request.header('authorization'));
  if (!token || !verifyAdminToken(token)) throw new ApiError('ADMIN_AUTH_REQUIRED');
  return {};
};
