import type { Server as HttpServer, ServerResponse } from 'node:http';
import type { Server as SocketServer } from 'socket.io';
import { logger } from '@/lib/log/logger';

/** How long running requests may take to finish once a stop was asked for. */
const DRAIN_MS = 8_000;

/** A response that closes its connection once sent, so no further request comes in on it. */
const closeAfterAnswer = (res: ServerResponse) => {
  if (!res.headersSent) res.setHeader('connection', 'close');
};

/**
 * Counts the HTTP requests being answered, so a stop can wait for them. socket.io's long-polling
 * requests are left out: they are held open on purpose and end when the sockets close.
 */
export function trackRequests(httpServer: HttpServer): {
  drained: (deadlineMs: number) => Promise<boolean>;
  /** From now on every answer closes its connection (the ones running included, where still possible). */
  endKeepAlive: () => void;
} {
  const running = new Set<ServerResponse>();
  let keepAliveEnded = false;
  let waiters: Array<() => void> = [];
  httpServer.on('request', (req, res) => {
    if (keepAliveEnded) closeAfterAnswer(res);
    if (req.url?.startsWith('/socket.io/')) return;
    running.add(res);
    res.once('close', () => {
      running.delete(res);
      if (running.size > 0) return;
      waiters.forEach((wake) => wake());
      waiters = [];
    });
  });
  return {
    endKeepAlive: () => {
      keepAliveEnded = true;
      running.forEach(closeAfterAnswer);
    },
    drained: (deadlineMs) =>
      new Promise((resolve) => {
        if (running.size === 0) return resolve(true);
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
 * 1. stop accepting connections, and close each kept-alive one after its answer (a proxy or client
 *    would otherwise go on sending requests on it, and the server could not close until the
 *    keep-alive timeout): the proxy sends new requests and sockets to other processes;
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
    logger().info(`[server] ${signal}: stopping (no new connections; finishing running requests)`);
    const force = setTimeout(() => {
      logger().error('[server] did not stop in time: exiting');
      process.exit(1);
    }, DRAIN_MS + 5_000);
    force.unref();
    const phases: string[] = [];
    let phaseStart = Date.now();
    const phaseDone = (name: string) => {
      phases.push(`${name} ${Date.now() - phaseStart} ms`);
      phaseStart = Date.now();
    };
    parts.beforeClose();
    parts.requests.endKeepAlive();
    parts.httpServer.close();
    parts.httpServer.closeIdleConnections();
    if (!(await parts.requests.drained(DRAIN_MS))) logger().error('[server] requests still running after the drain time');
    phaseDone('requests');
    // Keep-alive connections that served the last requests are idle now. socket.io's close
    // disconnects the sockets and resolves once the HTTP server has closed.
    parts.httpServer.closeIdleConnections();
    await parts.io.close();
    phaseDone('sockets');
    await parts.closeResources();
    phaseDone('database and Redis');
    logger().info(`[server] stopped (${phases.join(', ')})`);
    process.exit(0);
  };
}
