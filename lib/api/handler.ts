import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { requireUser } from '@/lib/auth/current-user';
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

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
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
      const hasJsonBody = options.body !== undefined;
      const rawBody = hasJsonBody ? await readJson(req) : undefined;
      lang = pickLang(req, rawBody);
      await connectDb();
      const extra = await authenticate(req);
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

/** A call of a signed-in user: a missing, bad or expired token, or a deleted account, gives 401. */
export function userRoute<B = undefined, Q = undefined>(
  options: Options<B, Q>,
  fn: (ctx: BaseContext<B, Q> & { user: UserDoc }) => Promise<Result>,
) {
  return build(options, async (req) => ({ user: await requireUser(req.headers.get('authorization')) }), fn);
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
