import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launchEmbeddedDatabase, type RunningDatabase } from '@/lib/db/launcher';
import { startAppServer, type AppServer } from '../support/stack';

// Two app processes started at the same moment on an empty database, as compose starts its
// replicas: the start-up work (indexes, migrations, the support account and group) races, and
// both must come up, with everything it creates there exactly once.

const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-concurrent-start-'));
const servers: AppServer[] = [];
let db: RunningDatabase | undefined;

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('two app processes starting at once on an empty database', () => {
  it('both come up; the support account, the support group and the migration marker exist once', async () => {
    db = await launchEmbeddedDatabase({ dataDir: path.join(dir, 'db'), dbName: 'chat_race', allowDownload: false });
    const start = (name: string) =>
      startAppServer({
        mode: 'development',
        distDir: `.next-race-${name}-${process.pid}`,
        removeDistDir: true,
        mongoUri: db!.uri,
        smtpPort: inject('smtpPort'),
        jwtSecret: inject('jwtSecret'),
        dir: path.join(dir, name),
      });
    const started = await Promise.allSettled([start('a'), start('b')]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((result, i) => (result.status === 'rejected' ? [`${'ab'[i]}: ${String(result.reason)}\n${readFileSync(path.join(dir, 'ab'[i], 'server.log'), 'utf8').slice(-3000)}`] : []));
    expect(failures).toEqual([]);
    for (const server of servers) expect((await (await fetch(`${server.baseUrl}/api/health`)).json()).ok).toBe(true);

    const client = await new MongoClient(db.uri).connect();
    try {
      const data = client.db();
      expect(await data.collection('users').countDocuments({ role: 'support' })).toBe(1);
      expect(await data.collection('chats').countDocuments({ isSupport: true })).toBe(1);
      expect(await data.collection('migrations').countDocuments({ _id: 'chat-sequences-v1' as never })).toBe(1);
      const userIndexes = (await data.collection('users').indexes()).map((index) => index.name);
      expect(userIndexes).toEqual(expect.arrayContaining(['usernameLower_1', 'usernameSkeleton_1', 'email_1']));
    } finally {
      await client.close();
    }
  }, 400_000);
});
