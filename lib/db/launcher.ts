import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretdbBinary, FERRETDB_VERSION } from './ferretdb-binary';
import { startFerretdb } from './ferretdb-process';
import type { LaunchOptions, RunningDatabase } from './launch-types';

export type { LaunchOptions, RunningDatabase } from './launch-types';

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

async function startMongoMemoryServer(opts: LaunchOptions, systemBinary?: string): Promise<RunningDatabase> {
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  const dbPath = path.join(opts.dataDir, 'mongod');
  mkdirSync(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    instance: { dbPath, storageEngine: 'wiredTiger', ip: '127.0.0.1' },
    binary: systemBinary ? { systemBinary } : undefined,
  });
  return {
    uri: server.getUri(opts.dbName),
    kind: systemBinary ? 'mongod' : 'mongodb-memory-server-download',
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}

/** Rejects after `ms` so that a download that cannot happen never hangs a start or a test run. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms).unref()),
  ]);
}

/** A mongod that mongodb-memory-server downloaded earlier (its cache), without downloading anything. */
async function cachedMongod(): Promise<string | undefined> {
  try {
    const { DryMongoBinary } = await import('mongodb-memory-server');
    return await DryMongoBinary.locateBinary(await DryMongoBinary.generateOptions());
  } catch {
    return undefined;
  }
}

/**
 * Whether mongod's download server answers, asked with one HEAD request that gives up after a
 * few seconds: offline machines skip the download at once instead of waiting for it to fail.
 */
async function downloadReachable(): Promise<boolean> {
  const mirror = process.env.MONGOMS_DOWNLOAD_MIRROR || 'https://fastdl.mongodb.org';
  try {
    const res = await fetch(mirror, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return res.status < 500;
  } catch {
    return false;
  }
}

const PROBE_TIMEOUT_MS = 3000;
const DOWNLOAD_TIMEOUT_MS = 180_000;

/**
 * Starts the embedded MongoDB-compatible database of DESIGN.md, the strongest the machine can
 * give: a mongod binary (MONGOD_BINARY, PATH, or mongodb-memory-server's cache); then a mongod
 * downloaded by mongodb-memory-server when its server answers (EMBEDDED_DB_DOWNLOAD=0 skips
 * this, as tests do); then FerretDB built with Go and the project's patch set.
 */
export async function launchEmbeddedDatabase(opts: LaunchOptions): Promise<RunningDatabase> {
  const log = opts.log ?? (() => undefined);
  const mongod = process.env.MONGOD_BINARY || findOnPath('mongod') || (await cachedMongod());
  if (mongod) {
    log(`embedded engine: mongod (${mongod})`);
    return startMongoMemoryServer(opts, mongod);
  }

  const allowDownload = opts.allowDownload ?? process.env.EMBEDDED_DB_DOWNLOAD !== '0';
  if (allowDownload && (await downloadReachable())) {
    log('embedded engine: downloading mongod with mongodb-memory-server');
    try {
      return await withTimeout(startMongoMemoryServer(opts), DOWNLOAD_TIMEOUT_MS, 'mongod download');
    } catch (error) {
      log(`mongod download failed (${(error as Error).message}); falling back to FerretDB`);
    }
  }

  return launchFerretdb(opts);
}

/** FerretDB with the project's patch set on SQLite, whatever else the machine has. */
export async function launchFerretdb(opts: LaunchOptions): Promise<RunningDatabase> {
  const log = opts.log ?? (() => undefined);
  const ferretdb = await ensureFerretdbBinary(log);
  if (!ferretdb) throw new Error('No database: set MONGODB_URI, install mongod (or set MONGOD_BINARY), or install Go so FerretDB can be built.');
  log(`embedded engine: FerretDB ${FERRETDB_VERSION} with the project's patch set, SQLite backend (${ferretdb})`);
  return startFerretdb(ferretdb, opts);
}
