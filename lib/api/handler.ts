import { NextResponse, type NextRequest } from 'next/server';
import { ApiError } from './errors';
import {
  assertDeclaredLength,
  authenticateAdmin,
  authenticateNobody,
  authenticateUser,
  MAX_JSON_BODY_BYTES,
  parseJsonText,
  runRoute,
  type Authenticate,
  type BaseContext,
  type RouteOptions,
  type RouteRequest,
  type UserExtra,
} from './route-core';

// The API's route handlers under app/api: Next's requests through the pipeline of route-core.ts.

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Result = Record<string, unknown> | Response;
type Context<B, Q> = BaseContext<B, Q, NextRequest>;

/**
 * Reads a JSON body of at most MAX_JSON_BODY_BYTES: a larger Content-Length is refused before a
 * byte is read, and a body that streams past the limit is refused there, never read whole.
 */
async function readJson(req: NextRequest): Promise<unknown> {
  assertDeclaredLength(req.headers.get('content-length'));
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
  return parseJsonText(Buffer.concat(chunks).toString('utf8'));
}

function flattenParams(raw: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
}

function build<B, Q, Extra>(options: RouteOptions<B, Q>, authenticate: Authenticate<Extra>, fn: (ctx: Context<B, Q> & Extra) => Promise<Result>) {
  return async (req: NextRequest, routeContext: RouteContext): Promise<Response> => {
    const request: RouteRequest = { header: (name) => req.headers.get(name), query: req.nextUrl.searchParams, readJson: () => readJson(req) };
    const params = async () => flattenParams((await routeContext?.params) ?? {});
    const answer = await runRoute({ options, authenticate, fn }, request, req, params);
    return answer instanceof Response ? answer : NextResponse.json(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/** A call anyone may make (login, register, config ...). */
export function publicRoute<B = undefined, Q = undefined>(options: RouteOptions<B, Q>, fn: (ctx: Context<B, Q>) => Promise<Result>) {
  return build(options, authenticateNobody, fn);
}

/** A call of a signed-in user (route-core.ts authenticateUser). */
export function userRoute<B = undefined, Q = undefined>(options: RouteOptions<B, Q>, fn: (ctx: Context<B, Q> & UserExtra) => Promise<Result>) {
  return build(options, authenticateUser, fn);
}

/** A call of the badge admin session (API.md): needs the admin token, a user token is refused. */
export function adminRoute<B = undefined, Q = undefined>(options: RouteOptions<B, Q>, fn: (ctx: Context<B, Q>) => Promise<Result>) {
  return build(options, authenticateAdmin, fn);
}
