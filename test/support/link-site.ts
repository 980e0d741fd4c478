import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A small website for link previews: each path answers what the test put there, and every
// request is recorded (path and headers), so a test can tell what was fetched and what never was.

export type Page = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface LinkSite {
  port: number;
  origin: string;
  /** the paths asked for, in order */
  requests: Array<{ path: string; userAgent: string | undefined }>;
  route(path: string, page: Page): void;
  close(): Promise<void>;
}

export const html = (body: string, status = 200): Page => (_req, res) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};

export const redirect = (location: string): Page => (_req, res) => {
  res.writeHead(302, { location });
  res.end();
};

export const bytes = (contentType: string, body: Buffer): Page => (_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
};

export async function startLinkSite(port = 0, host = '127.0.0.1'): Promise<LinkSite> {
  const pages = new Map<string, Page>();
  const requests: LinkSite['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', userAgent: req.headers['user-agent'] });
    const page = pages.get((req.url ?? '').split('?')[0]);
    if (page) page(req, res);
    else html('<title>missing</title>', 404)(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    origin: `http://${host}:${actual}`,
    requests,
    route: (path, page) => pages.set(path, page),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
