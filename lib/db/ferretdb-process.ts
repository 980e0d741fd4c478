import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from '../util/process-alive';
import { freePort, waitForPort } from './free-port';
import type { LaunchOptions, RunningDatabase } from './launch-types';

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

/** Restart delays after FerretDB dies: doubling from half a second, at most 30 s. */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;

/**
 * A FerretDB left running on these files by an earlier start (its parent killed before it could
 * stop it) is stopped first: two servers on one SQLite directory would corrupt each other.
 */
async function stopLeftover(pidFile: string, sqliteDir: string): Promise<void> {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : 0;
  if (!pid || !processAlive(pid)) return;
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (cmdline && !(cmdline.includes('ferretdb') && cmdline.includes(path.resolve(sqliteDir)))) return; // the pid was reused
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; processAlive(pid) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  if (processAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * SQLite's own default in WAL mode (FerretDB's) is synchronous=FULL: every commit waits for an
 * fsync, and writes to one database are serialized, so the disk's flush latency capped the stored
 * messages per second (README "Durability" has the measured difference). NORMAL syncs the WAL at checkpoints
 * only: a commit survives the engine or the app being killed (it is in the OS's cache), and only a
 * power loss or an OS crash can take back the last commits, never corrupting the file. That is
 * MongoDB's own default (a write is acknowledged before its journal's next group commit, up to
 * 100 ms later).
 */
const SQLITE_DURABILITY = '_pragma=synchronous(normal)';

/**
 * Starts FerretDB (SQLite backend) on a free port and keeps it running: should it die, it is
 * started again on the same port with a growing delay, so the app's driver reconnects by itself
 * and the app recovers without a restart. FerretDB runs under a small sh that writes its pid
 * and ends it when this process goes, even by kill -9 (the sh's stdin is a pipe from us, which
 * the kernel closes when we die).
 */
export async function startFerretdb(binary: string, opts: LaunchOptions): Promise<RunningDatabase> {
  const log = opts.log ?? (() => undefined);
  const sqliteDir = path.join(opts.dataDir, 'ferretdb');
  const stateDir = path.join(opts.dataDir, 'ferretdb-state');
  mkdirSync(sqliteDir, { recursive: true });
  mkdirSync(stateDir, { recursive: true });
  const pidFile = path.join(opts.dataDir, 'ferretdb.pid');
  await stopLeftover(pidFile, sqliteDir);
  const port = await freePort();
  const args = [
    '--handler=sqlite',
    `--sqlite-url=file:${path.resolve(sqliteDir)}/?${SQLITE_DURABILITY}`,
    `--listen-addr=127.0.0.1:${port}`,
    '--debug-addr=-',
    `--state-dir=${path.resolve(stateDir)}`,
    '--telemetry=disable',
    '--log-level=warn',
    ...(opts.ferretdbArgs ?? []),
  ];
  let stderr = '';
  let stopping = false;
  let failures = 0;

  const spawnOnce = async (): Promise<ChildProcess> => {
    const child = spawn('/bin/sh', ['-c', DIE_WITH_PARENT, binary, ...args], {
      stdio: ['pipe', 'ignore', 'pipe'],
      env: { ...process.env, FERRETDB_PID_FILE: pidFile },
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    try {
      await waitForPort(port, 20_000, () => child.exitCode === null);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`FerretDB did not start: ${(error as Error).message}\n${stderr}`);
    }
    return child;
  };

  let child = await spawnOnce();
  const restartLater = () => {
    if (stopping) return;
    const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** failures);
    failures += 1;
    log(`FerretDB exited (code ${child.exitCode}, signal ${child.signalCode}); restarting in ${delay} ms`);
    setTimeout(() => {
      if (stopping) return;
      spawnOnce()
        .then((next) => {
          child = next;
          failures = 0;
          log('FerretDB is back');
          watch();
        })
        .catch((error: Error) => {
          log(error.message);
          restartLater();
        });
    }, delay).unref();
  };
  const watch = () => child.once('exit', restartLater);
  watch();

  return {
    uri: `mongodb://127.0.0.1:${port}/${opts.dbName}`,
    kind: 'ferretdb-sqlite',
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end(); // the wrapper's watcher ends FerretDB too, should the TERM be lost
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
