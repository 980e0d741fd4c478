import mongoose from 'mongoose';
import { watchDatabaseCommands } from '@/lib/metrics/database-metrics';
import { logDatabaseChecks } from './database-checks-log';
import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';

const DB_WAIT_MS = 1500;
/**
 * How the driver notices a database that stopped answering while connections to it stay open
 * (hung, or a network that drops packets): its monitor checks every HEARTBEAT_MS, a check with no
 * answer within CHECK_TIMEOUT_MS marks the server unknown, and that interrupts every command
 * waiting on it, which then answers 503 DB_UNAVAILABLE. With the driver's default (a check every
 * 10 s) requests waited up to 12 s. A command's own time is not limited: a long index build or a
 * slow search on a database that answers its checks goes on.
 */
const HEARTBEAT_MS = 500;
const CHECK_TIMEOUT_MS = 1000;

const CONNECT_OPTIONS = {
  retryWrites: false,
  // A read interrupted by a failed check would otherwise wait for a server once more (another
  // DB_WAIT_MS) before its 503; the client retries after Retry-After instead.
  retryReads: false,
  serverSelectionTimeoutMS: DB_WAIT_MS,
  // Also the monitor's check timeout (and a new connection's handshake).
  connectTimeoutMS: CHECK_TIMEOUT_MS,
  heartbeatFrequencyMS: HEARTBEAT_MS,
  // Polling: the streaming protocol holds a check open for a heartbeat interval before it can time out.
  serverMonitoringMode: 'poll',
  maxPoolSize: 20,
  // Each command's duration and failure for the metrics (lib/metrics/database-metrics.ts).
  monitorCommands: true,
} as const;

/** Opens the process's connection, has its commands counted and its outages logged. */
async function open(uri: string): Promise<typeof mongoose> {
  const connected = await mongoose.connect(uri, CONNECT_OPTIONS);
  watchDatabaseCommands(connected.connection.getClient());
  logDatabaseChecks(connected.connection.getClient());
  return connected;
}

/**
 * The one mongoose connection of this process. server.ts resolves MONGODB_URI (starting the
 * embedded database when it is unset) before Next loads, so route handlers only ever connect.
 */
export function connectDb(): Promise<typeof mongoose> {
  const existing = getProcessSingleton<Promise<typeof mongoose>>('mongoose');
  if (existing) return existing;
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set: start the app through server.ts');
  mongoose.set('strictQuery', true);
  // FerretDB has no sessions with retryable writes; plain writes work on both servers.
  // Short waits: with the database away, a request answers 503 DB_UNAVAILABLE within 2 s instead
  // of hanging (the embedded one is restarted; the driver reconnects by itself).
  mongoose.set('bufferTimeoutMS', DB_WAIT_MS);
  const connecting = open(uri);
  setProcessSingleton('mongoose', connecting);
  connecting.catch(() => setProcessSingleton('mongoose', undefined));
  return connecting;
}

export async function disconnectDb(): Promise<void> {
  if (getProcessSingleton('mongoose')) {
    await mongoose.disconnect();
    setProcessSingleton('mongoose', undefined);
  }
}

export function dbState(): 'up' | 'down' {
  return mongoose.connection.readyState === 1 ? 'up' : 'down';
}

/** Whether this process's connection answers a ping within DB_WAIT_MS (a hung database does not). */
export async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const connected = await connectDb();
    const ping = connected.connection.db?.admin().ping();
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), DB_WAIT_MS)));
    await Promise.race([ping, late]);
    return dbState() === 'up';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Replaces this process's connection with a new one to the same database (lib/db/reconnect-watchdog.ts:
 * only when it stays down while the database answers others). Models keep working on it.
 */
export async function reopenDb(): Promise<void> {
  const uri = process.env.MONGODB_URI;
  if (!uri) return;
  // Not forced (a forced close leaves the models refusing every command), but not waited on for long.
  await Promise.race([mongoose.connection.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, DB_WAIT_MS))]);
  const reopening = open(uri);
  setProcessSingleton('mongoose', reopening);
  await reopening;
}
