import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../lib/db/free-port';
import { launchEmbeddedDatabase } from '../../lib/db/launcher';
import { startSmtpMailbox } from './mailbox';
import { productionPushKeys } from './push-keys';

export interface Stack {
  baseUrl: string;
  mailDir: string;
  smtpPort: number;
  mongoUri: string;
  uploadDir: string;
  adminCode: string;
  jwtSecret: string;
  logFile: string;
  /** process group of the app server (tsx and node), for measurements */
  serverGroupId: number;
  /** stops the app server only (gracefully, SIGTERM), leaving the database and SMTP server up */
  stopServer: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A tsconfig of the run's own that extends the project's: Next writes its dist folder's type
 * globs into the tsconfig it is given, and tsconfig.json must not change with every run.
 */
export function runTsconfig(distDir: string): string {
  const file = `${distDir}.tsconfig.json`;
  writeFileSync(path.join(ROOT, file), `${JSON.stringify({ extends: './tsconfig.json', include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'] }, null, 2)}\n`);
  return file;
}

export interface StackOptions {
  /** development (Next compiles on demand) or production (needs `next build` into distDir first) */
  mode: 'development' | 'production';
  distDir: string;
  /** remove distDir when the stack stops (per-run development builds) */
  removeDistDir?: boolean;
  env?: Record<string, string>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TEST_ADMIN_CODE = 'test-admin-code-4821';

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app server did not become healthy within ${timeoutMs} ms; see ${logFile}`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    // The server runs in its own process group: signal the group, so no tsx/node child survives.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return resolve();
    }
    // Later than the server's own deadline (lib/startup/graceful-shutdown.ts: 13 s), so a slow
    // stop ends with the server's own message in its log, not cut short by this kill.
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000).unref();
  });
}

export interface AppServer {
  baseUrl: string;
  logFile: string;
  /** process group of the app server (tsx and node), for measurements */
  groupId: number;
  stop: () => Promise<void>;
}

export interface AppServerOptions extends StackOptions {
  mongoUri: string;
  smtpPort: number;
  jwtSecret: string;
  /** where its uploads, data and log go */
  dir: string;
}

/**
 * The flags `npm start` and the image's CMD give Node.js (package.json and Dockerfile hold the
 * same list), so that tests and bench run what ships.
 */
const SERVER_NODE_FLAGS = ['--initial-old-space-size=256'];

/**
 * One app process (server.ts) on a free port, on a database and SMTP server that already run:
 * startStack's, or, for the scale-out tests, several processes on the same ones.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(options.dir, { recursive: true });
  const logFile = path.join(options.dir, 'server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  // APP_CPU_PROFILE_DIR: each app process writes a V8 CPU profile there when it stops (node
  // itself runs server.ts then, with tsx as a loader: the tsx command's own child would not pass
  // --cpu-prof on).
  const profileDir = process.env.APP_CPU_PROFILE_DIR;
  const args = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...SERVER_NODE_FLAGS, '--import', 'tsx', 'server.ts']
    : [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), ...SERVER_NODE_FLAGS, 'server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: options.mode,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: options.distDir,
      NEXT_TSCONFIG_PATH: runTsconfig(options.distDir),
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: options.mongoUri,
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      DATA_DIR: path.join(options.dir, 'data'),
      UPLOAD_DIR: path.join(options.dir, 'uploads'),
      JWT_SECRET: options.jwtSecret,
      ADMIN_CODE: TEST_ADMIN_CODE,
      ADMIN_EMAIL: 'site-admin@example.test',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      CALL_RING_TIMEOUT_MS: '3000',
      // Production refuses to start without a VAPID pair; development makes its own under DATA_DIR.
      ...(options.mode === 'production' ? productionPushKeys() : {}),
      ...options.env,
    },
  });
  // One log for both pipes, ended once the process and its pipes are done ('close', after
  // 'exit'): a caller of stop() then reads the process's last lines (stop used to resolve on
  // 'exit', and on a busy machine "[server] stopped" was not in the file yet).
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const logWritten = new Promise<void>((resolve) => child.once('close', () => log.end(resolve)));
  const stop = async () => {
    await stopGroup(child);
    await Promise.race([logWritten, new Promise((r) => setTimeout(r, 10_000).unref())]);
    if (options.removeDistDir) {
      rmSync(path.join(ROOT, options.distDir), { recursive: true, force: true });
      rmSync(path.join(ROOT, `${options.distDir}.tsconfig.json`), { force: true });
    }
  };
  try {
    await waitForHealth(baseUrl, child, logFile, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, groupId: child.pid!, stop };
}

/**
 * The whole product for a test run: a fresh embedded database, a real SMTP server whose mails
 * land in `mailDir`, and the app server (server.ts) on a free port.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'chat-test-'));
  const mailDir = path.join(tmp, 'mail');
  const db = await launchEmbeddedDatabase({ dataDir: path.join(tmp, 'db'), dbName: 'chat_test', allowDownload: false });
  const smtp = await startSmtpMailbox(mailDir);
  const jwtSecret = randomBytes(32).toString('hex');
  let server: AppServer;
  try {
    server = await startAppServer({ ...options, mongoUri: db.uri, smtpPort: smtp.port, jwtSecret, dir: tmp });
  } catch (error) {
    await smtp.stop();
    await db.stop();
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    mailDir,
    smtpPort: smtp.port,
    mongoUri: db.uri,
    uploadDir: path.join(tmp, 'uploads'),
    adminCode: TEST_ADMIN_CODE,
    jwtSecret,
    logFile: server.logFile,
    serverGroupId: server.groupId,
    stopServer: server.stop,
    stop: async () => {
      await server.stop();
      await smtp.stop();
      await db.stop();
      if (!process.env.KEEP_TEST_DATA) rmSync(tmp, { recursive: true, force: true });
    },
  };
}
