import type { z } from 'zod';
import { requireCachedSession } from '@/lib/auth/cached-session';
import { requireSession } from '@/lib/auth/current-user';
import { bearerToken, verifyAdminToken } from '@/lib/auth/jwt';
import { connectDb } from '@/lib/db/connect';
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@/lib/i18n/locales';
import type { UserDoc } from '@/models/User';
import { CLIENT_IP_HEADER } from './client-ip';
import { errorBody } from './error-body';
import { ApiError } from '@/lib/errors/api-error';
import { FileAnswer } from '@/lib/files/file-answer';
import { toApiError } from '@/lib/errors/to-api-error';

// No Next.js imports here: the one pipeline of every /api answer (language, database, session,
// body, schema, error answer), whichever door the request came in by: Next's route handlers
// (handler.ts) or the calls server.ts answers itself (node-route.ts, lib/http/node-api.ts).
// A door only adapts its request and writes the answer this gives.

/** What the pipeline needs of a request, whoever received it. */
export interface RouteRequest {
  header(name: string): string | null;
  query: URLSearchParams;
  /** The body as JSON (json-body.ts: within MAX_JSON_BODY_BYTES), read only when the route has a body schema. */
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
  /**
   * Signed-in calls only. Without it, every call reads the caller's account to check the session.
   * With it, the account may be kept in the process for up to 30 s between calls
   * (lib/auth/cached-session.ts): an ended session (password change, reset, deletion) is still
   * refused at once in this process, and in the others as fast as Redis carries the news. For
   * the hottest call only (the send), where that read is one of its few database round trips.
   */
  keptSession?: boolean;
}

/** A JSON answer before it is written, in whichever form the receiver writes answers. */
export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type Authenticate<Extra> = (request: RouteRequest) => Promise<Extra>;

/** One API call: its options, who may make it, and what it does. A door turns it into a handler. */
export interface RouteCall<B, Q, Extra, Req, R> {
  options: RouteOptions<B, Q>;
  authenticate: Authenticate<Extra>;
  fn: (ctx: BaseContext<B, Q, Req> & Extra) => Promise<R>;
}

/** What a call answers: JSON (`Record`), or a stored file (only the Node door sends files). */
export type RouteResult = Record<string, unknown> | FileAnswer;

/**
 * The language of the answer (API.md): `lang` of the JSON body, else `?lang=`, else the first
 * supported one of Accept-Language, else vi. The only place that picks it.
 */
export function requestLanguage(request: Pick<RouteRequest, 'header' | 'query'>, body?: unknown): Locale {
  const fromBody = (body as { lang?: unknown } | null | undefined)?.lang;
  if (isLocale(fromBody)) return fromBody;
  const fromQuery = request.query.get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  return localeFromAcceptLanguage(request.header('accept-language')) ?? DEFAULT_LOCALE;
}

/** The one error answer of API.md, with Retry-After where the error names a wait. */
function errorAnswer(error: ApiError, lang: Locale): JsonAnswer {
  const headers: Record<string, string> = {};
  if (error.extra.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.extra.retryAfterSeconds);
  return { status: error.status, headers, body: errorBody(error, lang) };
}

/**
 * Runs one call: its answer as JSON, or the file it answered. Every refusal, and anything thrown
 * (the database away included), becomes the one error answer of API.md in the caller's language.
 */
export async function runRoute<B, Q, Extra, Req>(
  call: RouteCall<B, Q, Extra, Req, RouteResult>,
  request: RouteRequest,
  req: Req,
  params: () => Promise<Record<string, string>>,
): Promise<JsonAnswer | FileAnswer> {
  let lang: Locale = DEFAULT_LOCALE;
  try {
    // The language of the query or header first, so that even a broken body is answered in it.
    lang = requestLanguage(request);
    await connectDb();
    // Who is calling before what they send: a call without a session never has its body read.
    const extra = await call.authenticate(request);
    const { options } = call;
    const rawBody = options.body ? await request.readJson() : undefined;
    lang = requestLanguage(request, rawBody);
    const body = (options.body ? options.body.parse(rawBody) : undefined) as B;
    const query = (options.query ? options.query.parse(Object.fromEntries(request.query)) : undefined) as Q;
    const ip = request.header(CLIENT_IP_HEADER) ?? 'unknown';
    const result = await call.fn({ req, lang, params: await params(), body, query, ip, ...extra });
    return result instanceof FileAnswer ? result : { status: 200, headers: {}, body: result };
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
const authenticateUser: Authenticate<UserExtra> = (request) => requireSession(request.header('authorization'));

/** The same, the account kept between calls (RouteOptions.keptSession). */
const authenticateKeptUser: Authenticate<UserExtra> = (request) => requireCachedSession(request.header('authorization'));

/** Anyone (login, register, config, files ...). */
const authenticateNobody: Authenticate<object> = async () => ({});

/** The badge admin session (API.md): needs the admin token, a user token is refused. */
const authenticateAdmin: Authenticate<object> = async (request) => {
  const token = bearerToken(request.header('authorization'));
  if (!token || !verifyAdminToken(token)) throw new ApiError('ADMIN_AUTH_REQUIRED');
  return {};
};

type Fn<B, Q, Extra, Req, R> = RouteCall<B, Q, Extra, Req, R>['fn'];

/** A call of a signed-in user (authenticateUser, or kept: RouteOptions.keptSession). */
export function userCall<B, Q, Req, R>(options: RouteOptions<B, Q>, fn: Fn<B, Q, UserExtra, Req, R>): RouteCall<B, Q, UserExtra, Req, R> {
  return { options, authenticate: options.keptSession ? authenticateKeptUser : authenticateUser, fn };
}

/** A call anyone may make. */
export function publicCall<B, Q, Req, R>(options: RouteOptions<B, Q>, fn: Fn<B, Q, object, Req, R>): RouteCall<B, Q, object, Req, R> {
  return { options, authenticate: authenticateNobody, fn };
}

/** A call of the badge admin session. */
export function adminCall<B, Q, Req, R>(options: RouteOptions<B, Q>, fn: Fn<B, Q, object, Req, R>): RouteCall<B, Q, object, Req, R> {
  return { options, authenticate: authenticateAdmin, fn };
}
