import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { metrics } from './registry';

// GET /metrics (outside /api: it is for the operator's Prometheus, not the app's clients), in the
// Prometheus text format, for `Authorization: Bearer $METRICS_TOKEN` only (401 otherwise). With
// no METRICS_TOKEN the path does not exist: it is left to Next, which answers 404 as for any
// unknown path.

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Answers GET /metrics; false for any other request (and for /metrics without METRICS_TOKEN). */
export function handleMetricsRequest(req: IncomingMessage, res: ServerResponse): false | Promise<void> {
  const token = env().METRICS_TOKEN;
  if (!token || (req.url ?? '').split('?')[0] !== '/metrics') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return Promise.resolve();
  }
  if (!tokenMatches(req.headers.authorization, token)) {
    res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain' }).end('unauthorized\n');
    return Promise.resolve();
  }
  const { registry } = metrics();
  return registry.metrics().then((text) => {
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text);
  });
}
