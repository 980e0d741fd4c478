import path from 'node:path';
import { env } from '@/lib/env';
import { launchEmbeddedDatabase, type RunningDatabase } from '@/lib/db/launcher';
import { logger } from '@/lib/log/logger';

/**
 * MONGODB_URI when set; otherwise the embedded database under DATA_DIR. Either way the URI ends
 * up in process.env.MONGODB_URI, where route handlers and models find it.
 */
export async function resolveDatabase(): Promise<RunningDatabase> {
  const config = env();
  if (config.MONGODB_URI) {
    return { uri: config.MONGODB_URI, kind: 'external', stop: async () => undefined };
  }
  if (config.NODE_ENV === 'production') {
    logger().warn('[db] MONGODB_URI is not set: using the embedded database, which suits a single host only.');
  }
  const db = await launchEmbeddedDatabase({
    dataDir: path.join(config.DATA_DIR, 'db'),
    dbName: 'chat',
    log: (line) => logger().info(`[db] ${line}`),
  });
  process.env.MONGODB_URI = db.uri;
  return db;
}
