import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NodeRoute } from '@/lib/api/node-route';
import { sendMessageCall } from '@/lib/messages/send-call';

// No Next.js imports: server.ts calls this before Next sees the request.

/**
 * The API calls server.ts answers itself, by path and method. Through Next, a route handler's
 * request costs the server's one thread more than the send itself: its routing, the web Request
 * and Response objects and their streams (a CPU profile of the fan-out bench put Next's request
 * handling at 16% of the thread and the undici objects and web streams under it at about 10%
 * each). Only the call every message makes is here; the rest stay route handlers under app/api.
 */
const NODE_ROUTES: Record<string, Partial<Record<string, NodeRoute>>> = {
  '/api/messages/send': { POST: sendMessageCall },
};

/** `false` at once (synchronously) for any other request, which then goes to Next as usual. */
export function handleNodeApiRequest(req: IncomingMessage, res: ServerResponse): false | Promise<void> {
  const url = req.url ?? '';
  const queryStart = url.indexOf('?');
  const routes = NODE_ROUTES[queryStart < 0 ? url : url.slice(0, queryStart)];
  if (!routes) return false;
  const route = routes[req.method ?? ''];
  if (!route) {
    // As Next answers for a route handler: OPTIONS lists the methods, any other is refused.
    const allow = ['OPTIONS', ...Object.keys(routes)].join(', ');
    res.writeHead(req.method === 'OPTIONS' ? 204 : 405, { allow }).end();
    return Promise.resolve();
  }
  return route(req, res, new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1)));
}
