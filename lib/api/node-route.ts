import type { IncomingMessage, ServerResponse } from 'node:http';
import { requireCachedSession } from '@/lib/auth/cached-session';
import { ApiError } from './errors';
import {
  assertDeclaredLength,
  type Authenticate,
  MAX_JSON_BODY_BYTES,
  parseJsonText,
  runRoute,
  type BaseContext,
  type JsonAnswer,
  type RouteOptions,
  type RouteRequest,
  type UserExtra,
} from './route-core';

// No Next.js imports: server.ts answers these calls itself, before Next sees them.

/** A call answered on the Node request: what server.ts looks up by method and path. */
export type NodeRoute = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => Promise<void>;

/**
 * The body of a Node request, read as readJson in handler.ts reads Next's: at most
 * MAX_JSON_BODY_BYTES, refused as soon as it streams past that. The rest of a refused body is
 * left unread (never read whole); the answer then closes the connection.
 */
function readNodeJson(req: IncomingMessage): Promise<unknown> {
  assertDeclaredLength(req.headers['content-length']);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_JSON_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      reject(new ApiError('PAYLOAD_TOO_LARGE'));
    };
    req.on('data', onData);
    req.once('end', () => {
      try {
        resolve(parseJsonText(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    // A client that goes away mid-body is no server error: nobody reads the answer anyway.
    req.once('error', () => reject(new ApiError('VALIDATION_ERROR')));
  });
}

function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: JsonAnswer): void {
  const text = JSON.stringify(answer.body);
  const headers: Record<string, string | number> = { ...answer.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) };
  // A body left unread (refused, or never needed) is not drained: the connection ends instead.
  if (!req.complete) headers.connection = 'close';
  res.writeHead(answer.status, headers).end(text);
}

/** The session of a hot call, its user kept in the process between calls (lib/auth/cached-session.ts). */
const authenticateCachedUser: Authenticate<UserExtra> = (request) => requireCachedSession(request.header('authorization'));

/**
 * A call of a signed-in user with a JSON body, answered by server.ts itself: the same pipeline,
 * checks and answers as userRoute in handler.ts, without Next's request and response objects,
 * and with the signed-in user kept in the process between calls.
 * For the hot calls only (see lib/http/node-api.ts): a handler here gets no `req`.
 */
export function nodeUserRoute<B>(options: RouteOptions<B, undefined>, fn: (ctx: Omit<BaseContext<B, undefined, undefined>, 'req'> & UserExtra) => Promise<Record<string, unknown>>): NodeRoute {
  return async (req, res, query) => {
    const request: RouteRequest = {
      header: (name) => {
        const value = req.headers[name];
        return value === undefined ? null : String(value);
      },
      query,
      readJson: () => readNodeJson(req),
    };
    const answer = await runRoute({ options, authenticate: authenticateCachedUser, fn }, request, undefined, async () => ({}));
    if (answer instanceof Response) throw new Error('a Node route answers JSON only');
    writeAnswer(req, res, answer);
  };
}
