import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/lib/log/logger';
import { metrics } from './registry';
import { routeLabel } from './route-label';

// Every HTTP request, once it is answered (or its client went away): its duration in the
// request histogram (the send call's also as send-to-ack latency) and one log line. The line
// names the route, not the path: a stored file's name in a path is the capability to read it.

const SEND_ROUTE = '/api/messages/send';
/** Assets are many per page and say little: logged at debug only. */
const QUIET_ROUTES = new Set(['/_next/*', '/emoji/*']);

export function observeRequest(req: IncomingMessage, res: ServerResponse, reqId: string): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(req.url);
    const status = res.statusCode;
    const method = req.method ?? 'GET';
    const { httpDuration, sendToAck } = metrics();
    httpDuration.observe({ method, route, status }, seconds);
    if (route === SEND_ROUTE && status === 200) sendToAck.observe(seconds);
    const line = { reqId, method, route, status, ms: Math.round(seconds * 1000), finished: res.writableFinished };
    if (QUIET_ROUTES.has(route)) logger().debug(line, 'request');
    else logger().info(line, 'request');
  });
}
