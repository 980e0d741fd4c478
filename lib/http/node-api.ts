import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NodeRoute } from '@/lib/api/node-route';
import { sendMessageRoute } from '@/lib/api/send-message-route';
import { storedFileRoute } from '@/lib/api/stored-file-route';
import { uploadRoute } from '@/lib/api/upload-route';
import { hasUndecodablePath, undecodablePathRoute } from './bad-path';

// No Next.js imports: server.ts calls this before Next sees the request.

/*
 * The /api calls server.ts answers itself: the send and the upload (through Next, a route
 * handler's request costs the server's one thread more than the send itself: Next's routing, the
 * web Request and Response objects and their streams), the stored files (Next drops their
 * Content-Length), and paths Next cannot decode. Each is a route of lib/api/node-route.ts, so it goes through the same
 * pipeline as app/api's route handlers; the rest stay route handlers.
 */
interface NodePath {
  pattern: RegExp;
  /** the names of the pattern's groups, in order */
  params: string[];
  methods: Partial<Record<string, NodeRoute>>;
}

const inlineFile = storedFileRoute('inline');
const attachment = storedFileRoute('attachment');

const NODE_PATHS: NodePath[] = [
  { pattern: /^\/api\/messages\/send$/, params: [], methods: { POST: sendMessageRoute } },
  { pattern: /^\/api\/upload$/, params: [], methods: { POST: uploadRoute } },
  { pattern: /^\/api\/uploads\/([^/]*)$/, params: ['name'], methods: { GET: inlineFile, HEAD: inlineFile } },
  { pattern: /^\/api\/download\/([^/]*)$/, params: ['name'], methods: { GET: attachment, HEAD: attachment } },
];

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** `false` at once (synchronously) for any other request, which then goes to Next as usual. */
export function handleNodeApiRequest(req: IncomingMessage, res: ServerResponse): false | Promise<void> {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = () => new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
  if (hasUndecodablePath(path)) {
    if (isApiPath(path)) return undecodablePathRoute(req, res, query(), {});
    // A path no page has: Next renders the not-found screen with 404.
    req.url = '/404';
    return false;
  }
  for (const { pattern, params, methods } of NODE_PATHS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const route = methods[req.method ?? ''];
    if (!route) {
      // As Next answers for a route handler: OPTIONS lists the methods, any other is refused.
      const allow = ['OPTIONS', ...Object.keys(methods)].join(', ');
      res.writeHead(req.method === 'OPTIONS' ? 204 : 405, { allow }).end();
      return Promise.resolve();
    }
    return route(req, res, query(), Object.fromEntries(params.map((name, i) => [name, decodeURIComponent(match[i + 1])])));
  }
  return false;
}
