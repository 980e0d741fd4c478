import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { ferretdbBinaryPath } from '../../lib/db/ferretdb-binary';
import { freePort } from '../../lib/db/free-port';
import { launchFerretdb } from '../../lib/db/launcher';
import { processAlive } from '../../lib/util/process-alive';

// The embedded FerretDB must never outlive the server that started it, and a leftover one on
// the same files (from before this was so) is stopped, not joined by a second server.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'orphan-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const alive = processAlive;

/** Polls a condition until it holds; fails after a generous limit (a state, not a duration). */
async function until(condition: () => boolean, what: string, limitMs = 30_000) {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still not: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('embedded FerretDB lifetime', () => {
  it('dies with the process that started it, even after kill -9', async () => {
    const dataDir = path.join(tmp, 'killed');
    const parent = spawn(process.execPath, ['--import', 'tsx', 'test/db/fixtures/launch-and-wait.ts', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => parent.stdout!.on('data', (d: Buffer) => d.toString().includes('up') && resolve()));
    const pidFile = path.join(dataDir, 'ferretdb.pid');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);
    parent.kill('SIGKILL');
    await until(() => !alive(pid), `FerretDB ${pid} gone after its parent was killed`);
  });

  it('stops a leftover FerretDB on the same files before starting', async () => {
    const dataDir = path.join(tmp, 'leftover');
    const sqliteDir = path.join(dataDir, 'ferretdb');
    mkdirSync(sqliteDir, { recursive: true });
    const port = await freePort();
    const leftover = spawn(ferretdbBinaryPath(), ['--handler=sqlite', `--sqlite-url=file:${sqliteDir}/`, `--listen-addr=127.0.0.1:${port}`, '--debug-addr=-', `--state-dir=${path.join(dataDir, 'st')}`, '--telemetry=disable'], { detached: true, stdio: 'ignore' });
    writeFileSync(path.join(dataDir, 'ferretdb.pid'), String(leftover.pid));
    await until(() => existsSync(path.join(sqliteDir)) && alive(leftover.pid!), 'leftover running');
    const db = await launchFerretdb({ dataDir, dbName: 'x' });
    try {
      expect(alive(leftover.pid!) && leftover.exitCode === null).toBe(false);
      const client = await new MongoClient(db.uri).connect();
      await client.db().collection('c').insertOne({ ok: 1 });
      await client.close();
    } finally {
      await db.stop();
    }
    expect(existsSync(path.join(dataDir, 'ferretdb.pid'))).toBe(false);
  });

  it('is started again on the same port when it dies, and the data is still there', async () => {
    const dataDir = path.join(tmp, 'restarted');
    const db = await launchFerretdb({ dataDir, dbName: 'x' });
    const client = await new MongoClient(db.uri, { serverSelectionTimeoutMS: 20_000 }).connect();
    try {
      await client.db().collection('c').insertOne({ kept: true });
      const pidFile = path.join(dataDir, 'ferretdb.pid');
      const first = Number(readFileSync(pidFile, 'utf8'));
      process.kill(first, 'SIGKILL');
      await until(() => existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8')) !== first, 'a new FerretDB');
      // Until the new one listens, calls fail; then the same client simply works again.
      let kept: number | undefined;
      while (kept === undefined) kept = await client.db().collection('c').countDocuments({ kept: true }).catch(() => undefined);
      expect(kept).toBe(1);
    } finally {
      await client.close();
      await db.stop();
    }
  });
});
