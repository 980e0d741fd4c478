import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretdbBinary } from './ferretdb-binary';
import { freePort, waitForPort } from './free-port';

export type DatabaseKind = 'external' | 'mongod' | 'ferretdb-sqlite' | 'mongodb-memory-server-download';

export interface RunningDatabase {
  uri: string;
  kind: DatabaseKind;
  stop(): Promise<void>;
}

interface LaunchOptions {
  /** Folder for the database files; created when missing. */
  dataDir: string;
  /** Database name inside the server. */
  dbName: string;
  log?: (line: string) => void;
}

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

async function startFerretdb(binary: string, opts: LaunchOptions): Promise<RunningDatabase> {
  const sqliteDir = path.join(opts.dataDir, 'ferretdb');
  const stateDir = path.join(opts.dataDir, 'ferretdb-state');
  mkdirSync(sqliteDir, { recursive: true });
  mkdirSync(stateDir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${path.resolve(sqliteDir)}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      `--state-dir=${path.resolve(stateDir)}`,
      '--telemetry=disable',
      '--log-level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitForPort(port, 20_000, () => child.exitCode === null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`FerretDB did not start: ${(error as Error).message}\n${stderr}`);
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/${opts.dbName}`,
    kind: 'ferretdb-sqlite',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Rejects after `ms` so that a download that cannot happen never hangs a start or a test run. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms).unref()),
  ]);
}

/**
 * Starts the embedded MongoDB-compatible database of DESIGN.md, in this order:
 * a mongod binary (MONGOD_BINARY or PATH), FerretDB built with Go, mongodb-memory-server's download.
 */
export async function launchEmbeddedDatabase(opts: LaunchOptions): Promise<RunningDatabase> {
  const log = opts.log ?? (() => undefined);
  const mongod = process.env.MONGOD_BINARY || findOnPath('mongod');
  if (mongod) return startMongoMemoryServer(opts, mongod);

  const ferretdb = await ensureFerretdbBinary(log);
  if (ferretdb) return startFerretdb(ferretdb, opts);

  log('no mongod and no Go toolchain: trying mongodb-memory-server download');
  return withTimeout(startMongoMemoryServer(opts), 120_000, 'mongod download');
}
