import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { FileAnswer } from '@/lib/files/file-answer';
import { readJsonBody } from './json-body';
import { publicCall, runRoute, userCall, type BaseContext, type JsonAnswer, type RouteCall, type RouteOptions, type RouteRequest, type RouteResult, type UserExtra } from './route-core';

// The Node door: the /api calls server.ts answers itself, before Next sees them
// (lib/http/node-api.ts), through the same pipeline as Next's route handlers (route-core.ts).
// No Next.js imports.

/** A call answered on the Node request, with its path's params: what node-api.ts looks up. */
export type NodeRoute = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams, params: Record<string, string>) => Promise<void>;

type Context<B, Q> = BaseContext<B, Q, IncomingMessage>;

/** A header of the Node request as a web Request's `headers.get` answers it. */
export const nodeHeader =
  (req: IncomingMessage) =>
  (name: string): string | null => {
    const value = req.headers[name.toLowerCase()];
    return value === undefined ? null : String(value);
  };

function nodeRequest(req: IncomingMessage, query: URLSearchParams): RouteRequest {
  return {
    header: nodeHeader(req),
    query,
    readJson: () =>
      readJsonBody(req.headers['content-length'], () => {
        const chunks = req[Symbol.asyncIterator]();
        // A refused body is left unread, not drained: the answer closes the connection instead.
        return { next: () => chunks.next(), stop: () => undefined };
      }),
  };
}

/** Sends a stored file: its headers, then its bytes (none for HEAD). */
async function sendFile(req: IncomingMessage, res: ServerResponse, answer: FileAnswer, headers: Record<string, string>): Promise<void> {
  // The file carries its own policy (lib/files/serve-upload.ts); the pages' ban on framing would
  // keep the app from previewing its own uploads.
  res.removeHeader('X-Frame-Options');
  res.writeHead(answer.status, headers);
  if (!answer.body || req.method === 'HEAD') {
    answer.body?.destroy();
    return void res.end();
  }
  await pipeline(answer.body, res).catch(() => {
    // the client went away mid-file
  });
}

/**
 * What happens to a body the call left unread (refused, or never needed): by default it is not
 * drained and the connection ends with the answer. A route that takes large bodies (an upload)
 * names how much it drains instead: a client still sending a refused file reads the answer, not
 * a reset; one that says it sends more than that is cut off.
 */
export interface UnreadBody {
  drainUpToBytes?: number;
}

function drains(req: IncomingMessage, unread: UnreadBody): boolean {
  if (unread.drainUpToBytes === undefined) return false;
  const declared = Number(req.headers['content-length'] ?? NaN);
  return !(declared > unread.drainUpToBytes);
}

async function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: JsonAnswer | FileAnswer, unread: UnreadBody): Promise<void> {
  const headers: Record<string, string> = { ...answer.headers };
  // Node's server reads and drops the rest of a body the answer did not close the connection on.
  if (!req.complete && !drains(req, unread)) headers.connection = 'close';
  if (answer instanceof FileAnswer) return sendFile(req, res, answer, headers);
  const text = JSON.stringify(answer.body);
  res.writeHead(answer.status, { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }).end(text);
}

/** A Node handler running `call`. */
export function nodeRoute<B, Q, Extra>(call: RouteCall<B, Q, Extra, IncomingMessage, RouteResult>, unread: UnreadBody = {}): NodeRoute {
  return async (req, res, query, params) => {
    const answer = await runRoute(call, nodeRequest(req, query), req, async () => params);
    await writeAnswer(req, res, answer, unread);
  };
}

/** A call anyone may make, answered by server.ts. */
export function nodePublicRoute<B = undefined, Q = undefined>(options: RouteOptions<B, Q>, fn: (ctx: Context<B, Q>) => Promise<RouteResult>): NodeRoute {
  return nodeRoute(publicCall(options, fn));
}

/** A call of a signed-in user, answered by server.ts (route-core.ts userCall). */
export function nodeUserRoute<B = undefined, Q = undefined>(
  options: RouteOptions<B, Q>,
  fn: (ctx: Context<B, Q> & UserExtra) => Promise<RouteResult>,
  unread: UnreadBody = {},
): NodeRoute {
  return nodeRoute(userCall(options, fn), unread);
}
