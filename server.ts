import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { Server } from 'socket.io';
import { CLIENT_IP_HEADER } from '@/lib/api/client-ip';
import { ensureSupportAccounts } from '@/lib/bootstrap/support';
import { connectDb, disconnectDb } from '@/lib/db/connect';
import { watchDatabaseConnection } from '@/lib/db/reconnect-watchdog';
import { isFerretDb, serializeSingleDocumentWrites } from '@/lib/db/serialize-writes';
import { handleEmojiRequest } from '@/lib/emoji/serve-emoji-node';
import { requestIdFrom, runWithRequestId } from '@/lib/log/request-context';
import { registerGauge, registerQueueDepth } from '@/lib/metrics/gauges';
import { observeRequest } from '@/lib/metrics/http-metrics';
import { handleMetricsRequest } from '@/lib/metrics/metrics-endpoint';
import { watchRedisCommands } from '@/lib/metrics/redis-metrics';
import { watchSockets } from '@/lib/metrics/socket-metrics';
import { handleNodeApiRequest } from '@/lib/http/node-api';
import { compressedAssets } from '@/lib/http/compressed-assets';
import { applySecurityHeaders } from '@/lib/http/security-headers';
import { env } from '@/lib/env';
import { forgetCachedSessions } from '@/lib/auth/cached-session';
import { sessionStatesOf } from '@/lib/auth/end-sessions';
import { keepSessionEndsTrue } from '@/lib/realtime/ended-sessions';
import { forgetMemberSummaries } from '@/lib/chats/member-summary';
import { registerIo } from '@/lib/realtime/io-registry';
import { coalesceQueuedFrames } from '@/lib/realtime/coalesce-frames';
import { listenToServers } from '@/lib/realtime/server-events';
import { memoryPresence } from '@/lib/realtime/presence';
import { memoryCallStore } from '@/lib/calls/call-store';
import { attachRedisAdapter } from '@/lib/realtime/redis-adapter';
import { registerSocketHandlers } from '@/lib/socket/register-handlers';
import { resolveDatabase } from '@/lib/startup/database';
import { gracefulShutdown, trackRequests } from '@/lib/startup/graceful-shutdown';
import { ensureIndexes } from '@/lib/startup/indexes';
import { migrateChatSequences, migratePublicLinks } from '@/lib/startup/migrations';
import { flushSearchIndex, searchIndexQueueDepth } from '@/lib/search/index-writer';
import { migrateSearchIndex } from '@/lib/search/reindex';
import { listenSpread } from '@/lib/startup/listen';
import { startPeriodicJobs } from '@/lib/startup/periodic-jobs';
import { prepareEnvironment } from '@/lib/startup/prepare-env';
import { pushCounts, pushQueueDepth, startPushWorker, stopPushWorker } from '@/lib/push/push-worker';
import { previewQueueDepth } from '@/lib/link-preview/preview-queue';
import { logger } from '@/lib/log/logger';

// Wiring only: the database, Next (pages and /api route handlers) and socket.io on one port.

const SOCKET_PATH = '/socket.io';

function clientIp(req: IncomingMessage): string {
  const forwarded = env().TRUST_PROXY ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

/** A request whose handling threw after all: logged, and answered 500 if nothing was sent yet. */
const answerUnhandled = (res: ServerResponse, where: string) => (error: unknown) => {
  logger().error({ err: error }, `${where} unhandled`);
  if (!res.headersSent) res.writeHead(500).end();
};

// A stray rejection (e.g. the database going away under a background task) is logged, never
// allowed to bring the whole server down.
process.on('unhandledRejection', (error) => logger().error({ err: error }, '[server] unhandled rejection'));

async function main() {
  prepareEnvironment();
  const config = env();
  const dev = config.NODE_ENV !== 'production';

  watchRedisCommands();
  registerQueueDepth('search_index', searchIndexQueueDepth);
  registerQueueDepth('push', pushQueueDepth);
  registerQueueDepth('link_preview', previewQueueDepth);
  registerGauge('chat_pushes_sent', 'Pushes this process handed to push services since it started', () => pushCounts().sent);
  registerGauge('chat_pushes_delivered', 'Pushes push services took (2xx) since this process started', () => pushCounts().delivered);
  registerGauge('chat_pushes_gone', 'Subscriptions deleted on a 404 or 410 since this process started', () => pushCounts().gone);
  const database = await resolveDatabase();
  logger().info(`[db] using ${database.kind}${database.kind === 'external' ? '' : ` at ${database.uri}`}`);
  await connectDb();
  const stopDbWatch = watchDatabaseConnection();
  if (await isFerretDb()) serializeSingleDocumentWrites();
  await ensureIndexes();
  await migrateChatSequences();
  // Search postings for messages not indexed yet: in the background, the server serves meanwhile.
  void migrateSearchIndex().catch((error) => logger().error(`[migrate] search index failed: ${error instanceof Error ? error.message : String(error)}`));
  await ensureSupportAccounts();
  await migratePublicLinks();

  const httpServer = createServer();
  // Idle keep-alive connections outlive the proxy's own (nginx keeps upstream connections for
  // 60 s): the app must not close one just as the proxy sends the next request on it, which
  // then fails with a reset. Node's default is 5 s.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  // Counted before Next sees them: a stop waits for the requests already running.
  const requests = trackRequests(httpServer);
  // Next listens for 'upgrade' on the server it is given (or else on the first request's), and
  // resolves its routes and keeps an abort signal for every upgrade, socket.io's included: CPU and
  // memory for each socket for nothing. It gets an emitter of its own, which sees only the upgrade
  // requests socket.io does not take (in development, its hot-reload socket).
  const nextUpgrades = new EventEmitter();
  httpServer.on('upgrade', (req: IncomingMessage, socket, head) => {
    if (!req.url?.startsWith(SOCKET_PATH + '/')) nextUpgrades.emit('upgrade', req, socket, head);
  });
  const app = next({ dev, hostname: 'localhost', port: config.PORT, httpServer: nextUpgrades as HttpServer, turbopack: true });
  const handle = app.getRequestHandler();
  await app.prepare();

  // The build's scripts and styles, brotli-compressed once (development serves them from memory).
  const compressedAsset = dev ? undefined : compressedAssets(path.join(process.env.NEXT_DIST_DIR || '.next', 'static'));

  const handleRequest = (req: IncomingMessage, res: ServerResponse) => {
    // Route handlers cannot see the socket: pass the client address in a header nobody can forge.
    req.headers[CLIENT_IP_HEADER] = clientIp(req);
    applySecurityHeaders(req, res, { dev, trustProxy: config.TRUST_PROXY });
    if (compressedAsset?.(req, res)) return;
    // The operator's Prometheus (METRICS_TOKEN), outside /api.
    const scrape = handleMetricsRequest(req, res);
    if (scrape) return void scrape.catch(answerUnhandled(res, '[metrics]'));
    // Emoji images are answered here: the picker asks for hundreds at once.
    const emoji = handleEmojiRequest(req, res);
    if (emoji) return void emoji.catch((error) => logger().error({ err: error }, '[emoji]'));
    // So are the send, the stored files and undecodable paths (lib/http/node-api.ts), through the
    // same route pipeline as app/api's handlers.
    const call = handleNodeApiRequest(req, res);
    if (call) return void call.catch(answerUnhandled(res, '[api]'));
    handle(req, res).catch(answerUnhandled(res, '[http]'));
  };
  httpServer.on('request', (req, res) => {
    // The proxy's request id (else a new one) names every log line written for the request.
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    observeRequest(req, res, requestId);
    runWithRequestId(requestId, () => handleRequest(req, res));
  });

  // destroyUpgrade false: other upgrade requests (Next's dev HMR) must pass by untouched.
  const io = new Server(httpServer, { path: SOCKET_PATH, destroyUpgrade: false, maxHttpBufferSize: 1e6 });
  // Nothing reads a socket's first HTTP request after the handshake: dropping it saves memory
  // per idle socket (socket.io's memory-usage guide).
  io.engine.on('connection', (rawSocket: { request: unknown }) => {
    rawSocket.request = null;
  });
  const redis = config.REDIS_URL ? await attachRedisAdapter(io, config.REDIS_URL) : undefined;
  registerIo(io);
  coalesceQueuedFrames(io);
  watchSockets(io);
  // Another process changed a user: forget what this one keeps of them (lib/chats/member-summary.ts,
  // lib/auth/cached-session.ts).
  listenToServers('forget_users', (ids) => {
    const named = Array.isArray(ids) ? ids.map(String) : undefined;
    forgetMemberSummaries(named);
    forgetCachedSessions(named);
  });
  // Sessions ended in any process end here too, also across an outage of Redis.
  const stopSessionChecks = keepSessionEndsTrue(io, sessionStatesOf);
  const presence = redis?.presence ?? memoryPresence();
  registerSocketHandlers(io, presence, redis?.calls ?? memoryCallStore(), !!redis);
  startPushWorker({ presence });
  const stopJobs = startPeriodicJobs();

  const port = await listenSpread(httpServer, config.PORT, config.HOST);
  logger().info(`[server] ready on http://localhost:${port} (${dev ? 'development' : 'production'})`);

  const shutdown = gracefulShutdown({
    httpServer,
    io,
    requests,
    beforeClose: () => {
      stopJobs();
      stopSessionChecks();
      stopDbWatch();
    },
    closeResources: async () => {
      await stopPushWorker();
      await flushSearchIndex();
      await redis?.close();
      await disconnectDb();
      await database.stop();
    },
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  logger().error(`[server] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
