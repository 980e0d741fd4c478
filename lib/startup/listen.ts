import { createServer, type Server as NetServer } from 'node:net';
import type { Server as HttpServer } from 'node:http';

/*
 * libuv accepts one connection per listening socket per turn of the event loop (it relies on
 * level-triggered polling for the next one). On a busy server a turn takes tens of milliseconds,
 * so a burst of new connections (every client after a restart, a load balancer opening more)
 * waited in the kernel's accept queue for up to a second before the first byte of their request
 * was read. Several sockets bound to the same port (SO_REUSEPORT: the kernel spreads incoming
 * connections over them) accept that many connections per turn; the extra ones hand theirs to the
 * HTTP server as it takes its own.
 */

/** Listening sockets per process, the HTTP server's own included. */
export const LISTENERS = 8;

/** Node.js learnt `reusePort` in 22.12 and 23.1 (older ones ignore it, and then a second bind fails). */
export function supportsReusePort(version = process.versions.node): boolean {
  const [major, minor] = version.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
}

/** Whether this process can spread its connections: only Linux does (macOS gives them all to one socket). */
export const spreadsConnections = () => supportsReusePort() && process.platform === 'linux';

/** The port a listening server holds (the one asked for, unless that was 0). */
function boundPort(server: NetServer, asked: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : asked;
}

const listenOn = (server: NetServer, options: { port: number; host: string; reusePort?: boolean }) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Binds `port` alone first: SO_REUSEPORT would let a second copy of the app (same user) share
 * the port silently instead of failing to start, so a port in use fails here as it always did.
 */
async function assertPortFree(port: number, host: string): Promise<number> {
  const probe = createServer();
  await listenOn(probe, { port, host });
  const bound = boundPort(probe, port);
  await new Promise((resolve) => probe.close(resolve));
  return bound;
}

/**
 * Listens on `port` with `count` sockets where Node.js can (one elsewhere, or when `count` is 1).
 * Closing the HTTP server closes the extra sockets too.
 */
export async function listenSpread(httpServer: HttpServer, port: number, host: string, count = LISTENERS): Promise<number> {
  if (count <= 1 || !spreadsConnections()) {
    await listenOn(httpServer, { port, host });
    return boundPort(httpServer, port);
  }
  const bound = await assertPortFree(port, host);
  await listenOn(httpServer, { port: bound, host, reusePort: true });
  // The HTTP server's own options for the connections it accepts (http.createServer's defaults).
  const extras = Array.from({ length: count - 1 }, () => createServer({ noDelay: true }, (socket) => httpServer.emit('connection', socket)));
  await Promise.all(extras.map((extra) => listenOn(extra, { port: bound, host, reusePort: true })));
  const close = httpServer.close.bind(httpServer);
  httpServer.close = (callback?: (error?: Error) => void) => {
    extras.forEach((extra) => extra.close());
    return close(callback);
  };
  return bound;
}
