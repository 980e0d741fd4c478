import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretdbBinary, FERRETDB_VERSION } from './ferretdb-binary';
import { freePort, waitForPort } from './free-port';
import { processAlive } from '../util/process-alive';

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
  /** Try mongodb-memory-server's download of mongod (default: unless EMBEDDED_DB_DOWNLOAD=0). Tests never download. */
  allowDownload?: boolean;
  /** Extra FerretDB flags (the differential test runs one instance with --test-disable-pushdown). */
  ferretdbArgs?: string[];
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

/** `sh -c` script: runs "$0" "$@" (FerretDB), records its pid, forwards TERM, and ends it on EOF of stdin. */
const DIE_WITH_PARENT = [
  'exec 3<&0',
  '"$0" "$@" </dev/null 3<&- & child=$!',
  'echo $child > "$FERRETDB_PID_FILE"',
  "trap 'kill -TERM $child 2>/dev/null' TERM INT",
  '(cat <&3 >/dev/null; kill -TERM $child 2>/dev/null) &',
  'wait $child; status=$?',
  'wait $child 2>/dev/null',
  'rm -f "$FERRETDB_PID_FILE"',
  'exit $status',
].join('\n');

const alive = processAlive;

/**
 * A FerretDB left running on these files by an earlier start (its parent killed before it could
 * stop it) is stopped first: two servers on one SQLite directory would corrupt each other.
 */
async function stopLeftover(pidFile: string, sqliteDir: string): Promise<void> {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
  if (!pid || !alive(pid)) return;
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (cmdline && !(cmdline.includes('ferretdb') && cmdline.includes(path.resolve(sqliteDir)))) return; // the pid was reused
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(pid) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

async function startFerretdb(binary: string, opts: LaunchOptions): Promise<RunningDatabase> {
  const sqliteDir = path.join(opts.dataDir, 'ferretdb');
  const stateDir = path.join(opts.dataDir, 'ferretdb-state');
  mkdirSync(sqliteDir, { recursive: true });
  mkdirSync(stateDir, { recursive: true });
  const pidFile = path.join(opts.dataDir, 'ferretdb.pid');
  await stopLeftover(pidFile, sqliteDir);
  const port = await freePort();
  const args = [
    '--handler=sqlite',
    `--sqlite-url=file:${path.resolve(sqliteDir)}/`,
    `--listen-addr=127.0.0.1:${port}`,
    '--debug-addr=-',
    `--state-dir=${path.resolve(stateDir)}`,
    '--telemetry=disable',
    '--log-level=warn',
    ...(opts.ferretdbArgs ?? []),
  ];
  // FerretDB runs under a small sh that writes its pid and ends it when this process goes, even
  // by kill -9: the sh's stdin is a pipe from us, which the kernel closes when we die.
  const child: ChildProcess = spawn('/bin/sh', ['-c', DIE_WITH_PARENT, binary, ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { ...process.env, FERRETDB_PID_FILE: pidFile },
  });
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
        child.stdin?.end(); // the wrapper's watcher ends FerretDB too, should the TERM be lost
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
