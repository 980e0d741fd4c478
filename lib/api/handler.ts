import { NextResponse, type NextRequest } from 'next/server';
import { FileAnswer } from '@/lib/files/file-answer';
import { readJsonBody } from './json-body';
import { adminCall, publicCall, runRoute, userCall, type BaseContext, type RouteCall, type RouteOptions, type RouteRequest, type UserExtra } from './route-core';

// The Next door: app/api's route handlers, through the one pipeline of route-core.ts.

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Result = Record<string, unknown>;
type Context<B, Q> = BaseContext<B, Q, NextRequest>;

function nextRequest(req: NextRequest): RouteRequest {
  return {
    header: (name) => req.headers.get(name),
    query: req.nextUrl.searchParams,
    readJson: () =>
      readJsonBody(req.headers.get('content-length'), () => {
        if (!req.body) return undefined;
        const reader = req.body.getReader();
        return { next: () => reader.read(), stop: () => void reader.cancel().catch(() => undefined) };
      }),
  };
}

function flattenParams(raw: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
}

/** A route handler running `call`. Route handlers answer JSON only (files: FileAnswer). */
function nextRoute<B, Q, Extra>(call: RouteCall<B, Q, Extra, NextRequest, Result>) {
  return async (req: NextRequest, routeContext: RouteContext): Promise<Response> => {
    const params = async () => flattenParams((await routeContext?.params) ?? {});
    const answer = await runRoute(call, nextRequest(req), req, params);
    if (answer instanceof FileAnswer) throw new Error('a route handler answers JSON only');
    return NextResponse.json(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/** A call anyone may make (login, register, config ...). */
export function publicRoute<B = undefined, Q = undefined>(options: RouteOptions<B, Q>, fn: (ctx: Context<B, Q>) => Promise<Result>) {
  return nextRoute(publicCall(options, fn));
}

/** A call of a signed-in user (route-core.ts userCall). */
export function userRoute<B = undefined, Q = undefined>(options: RouteOptions<B, Q>, fn: (ctx: Context<B, Q> & UserExtra) => Promise<Result>) {
  return nextRoute(userCall(options, fn));
}

/** A call of the badge admin session (API.md): needs the admin token, a user token is refused. */
export function adminRoute<B = undefined, Q = undefined>(options: RouteOptions<B, Q>, fn: (ctx: Context<B, Q>) => Promise<Result>) {
  return nextRoute(adminCall(options, fn));
}
