import type { Server as HttpServer } from 'node:http';
import type { Server as SocketServer } from 'socket.io';

/** How long running requests may take to finish once a stop was asked for. */
const DRAIN_MS = 8_000;

/**
 * Counts the HTTP requests being answered, so a stop can wait for them. socket.io's long-polling
 * requests are left out: they are held open on purpose and end when the sockets close.
 */
export function trackRequests(httpServer: HttpServer): { drained: (deadlineMs: number) => Promise<boolean> } {
  let active = 0;
  let waiters: Array<() => void> = [];
  httpServer.on('request', (req, res) => {
    if (req.url?.startsWith('/socket.io/')) return;
    active += 1;
    res.once('close', () => {
      active -= 1;
      if (active > 0) return;
      waiters.forEach((wake) => wake());
      waiters = [];
    });
  });
  return {
    drained: (deadlineMs) =>
      new Promise((resolve) => {
        if (active === 0) return resolve(true);
        const timer = setTimeout(() => resolve(false), deadlineMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      }),
  };
}

/**
 * A rolling restart (SIGTERM from compose, Kubernetes or a developer's Ctrl-C) in an order that
 * loses nothing acknowledged:
 * 1. stop accepting connections: the proxy sends new requests and sockets to other processes;
 * 2. let the requests already here finish, on an open database and Redis (a send is stored and
 *    published before it is acknowledged), while this process's sockets still get live events;
 * 3. only then close the sockets: their clients reconnect through the proxy to another process
 *    and fetch what they missed meanwhile (`after=`);
 * 4. close Redis and the database.
 */
export function gracefulShutdown(parts: {
  httpServer: HttpServer;
  io: SocketServer;
  requests: ReturnType<typeof trackRequests>;
  beforeClose: () => void;
  closeResources: () => Promise<void>;
}): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: stopping (no new connections; finishing running requests)`);
    const force = setTimeout(() => {
      console.error('[server] did not stop in time: exiting');
      process.exit(1);
    }, DRAIN_MS + 5_000);
    force.unref();
    parts.beforeClose();
    parts.httpServer.close();
    parts.httpServer.closeIdleConnections();
    if (!(await parts.requests.drained(DRAIN_MS))) console.error('[server] requests still running after the drain time');
    // Keep-alive connections that served the last requests are idle now. socket.io's close
    // disconnects the sockets and resolves once the HTTP server has closed.
    parts.httpServer.closeIdleConnections();
    await parts.io.close();
    await parts.closeResources();
    console.log('[server] stopped');
    process.exit(0);
  };
}
