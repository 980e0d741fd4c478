import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ferretdbPidOf, startOwnStack } from '../support/own-stack';
import type { Stack } from '../support/stack';

// The embedded database hung (SIGSTOP: its port still accepts, nothing answers) under a running
// app of this file's own: requests already waiting on it answer 503 DB_UNAVAILABLE within 2 s
// (API.md), socket `setup` too, and the app is back as soon as the database answers again, also
// after the database was killed, restarted by the app and then hung for longer than any timeout.

let stack: Stack;
let token: string;

beforeAll(async () => {
  ({ stack, token } = await startOwnStack('dbhang'));
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

const myChats = () => fetch(`${stack.baseUrl}/api/chat/my-chats`, { headers: { authorization: `Bearer ${token}` } });
const ferretdbPid = () => ferretdbPidOf(stack);

/** Status and code of a call, and how long it took. */
async function timedCall(): Promise<{ status: number; code?: string; ms: number }> {
  const started = Date.now();
  const res = await myChats();
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { status: res.status, code: body.code, ms: Date.now() - started };
}

function timedSetup(): Promise<{ ok: boolean; code?: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const socket = io(stack.baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      const started = Date.now();
      socket.emit('setup', token, (answer: { ok: boolean; code?: string }) => {
        socket.close();
        resolve({ ...answer, ms: Date.now() - started });
      });
    });
  });
}

const recovered = () => vi.waitFor(async () => expect((await myChats()).status).toBe(200), { timeout: 20_000, interval: 100 });

describe('the database hanging', () => {
  it('requests in flight when it hangs answer 503 DB_UNAVAILABLE within 2 s, setup too; back at once on SIGCONT', async () => {
    expect((await myChats()).status).toBe(200);
    expect((await timedSetup()).ok).toBe(true);
    const pid = ferretdbPid();
    process.kill(pid, 'SIGSTOP');
    try {
      const calls = await Promise.all([...Array.from({ length: 6 }, timedCall), timedSetup().then((s) => ({ status: s.ok ? 200 : 503, code: s.code, ms: s.ms }))]);
      console.log(`[database-hang] answers while hung: ${calls.map((c) => `${c.status} ${c.code} ${c.ms} ms`).join(', ')}`);
      for (const call of calls) expect(call).toMatchObject({ status: 503, code: 'DB_UNAVAILABLE' });
      expect(Math.max(...calls.map((c) => c.ms))).toBeLessThanOrEqual(2_000);
      const later = await timedCall();
      expect(later).toMatchObject({ status: 503, code: 'DB_UNAVAILABLE' });
      expect(later.ms).toBeLessThanOrEqual(2_000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const back = Date.now();
    await recovered();
    console.log(`[database-hang] 200 again ${Date.now() - back} ms after SIGCONT`);
    // The operator reads the outage in the log: once when it began, once when it ended.
    const log = readFileSync(stack.logFile, 'utf8');
    expect(log.match(/the database did not answer its check/g)).toHaveLength(1);
    expect(log.match(/the database answers its checks again/g)).toHaveLength(1);
  }, 120_000);

  it('killed, restarted by the app, then hung for 23 s: the app reconnects once it answers', async () => {
    process.kill(ferretdbPid(), 'SIGKILL');
    await recovered();
    // A write queue that retries meanwhile (the search postings) is part of the picture.
    const pid = ferretdbPid();
    process.kill(pid, 'SIGSTOP');
    const load = setInterval(() => void myChats().catch(() => undefined), 200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 23_000));
    } finally {
      clearInterval(load);
      process.kill(pid, 'SIGCONT');
    }
    const back = Date.now();
    await recovered();
    console.log(`[database-hang] after the 23 s hang, 200 again ${Date.now() - back} ms after SIGCONT`);
    expect((await timedSetup()).ok).toBe(true);
  }, 120_000);
});
