import mongoose from 'mongoose';
import { databaseAnswers, reopenDb } from './connect';
import { logger } from '@/lib/log/logger';

/**
 * Once, after the embedded database was killed, restarted and then hung for 23 s, an app process
 * answered 503 for minutes while the database answered a new client at once: its connection never
 * came back (not reproduced since). The driver's own reconnecting covers every outage seen in
 * tests (test/db/database-hang.test.ts); this covers whatever else may leave a connection that
 * will not recover: when this process's connection has failed its pings for `stuckAfterMs` while a
 * new connection to the same database answers, the connection is replaced.
 */
export function watchDatabaseConnection(opts: { checkEveryMs?: number; stuckAfterMs?: number } = {}): () => void {
  const checkEveryMs = opts.checkEveryMs ?? 5_000;
  const stuckAfterMs = opts.stuckAfterMs ?? 20_000;
  let downSince: number | undefined;
  let checking = false;

  async function check(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      if (await databaseAnswers()) return void (downSince = undefined);
      downSince ??= Date.now();
      if (Date.now() - downSince < stuckAfterMs || !(await newConnectionAnswers())) return;
      logger().warn(`[db] no answer on this process's connection for ${Math.round((Date.now() - downSince) / 1000)} s while the database answers a new one: reconnecting`);
      await reopenDb();
      downSince = undefined;
    } catch (error) {
      logger().error({ reason: error instanceof Error ? error.message : error }, '[db] reconnecting failed');
    } finally {
      checking = false;
    }
  }

  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether the database answers a client of its own (not this process's connection). */
async function newConnectionAnswers(): Promise<boolean> {
  const uri = process.env.MONGODB_URI;
  if (!uri) return false;
  const probe = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 1_500, connectTimeoutMS: 1_000, maxPoolSize: 1 });
  try {
    await probe.db().admin().ping();
    return true;
  } catch {
    return false;
  } finally {
    await probe.close().catch(() => undefined);
  }
}
