import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api, registerUser, type TestUser } from '../support/api';
import { startOwnRedis } from '../support/own-redis';
import { openSocket, type TestSocket } from '../support/socket';
import { startAppServer, type AppServer } from '../support/stack';

// Two app processes on a Redis of this file's own, which is killed and started again, and paused
// with SIGSTOP: nothing waits on Redis (sends, logins, socket setup answer at once), health says
// "degraded" with 200, calls are refused with CALLS_UNAVAILABLE, limits are counted per process,
// presence stays local; and when Redis is back, everything is shared again. Ending sessions holds
// throughout: nothing sent with an ended token passes the other process once the change answered.

const redis = await startOwnRedis();
const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-redis-faults-'));
const sockets: TestSocket[] = [];
let A: AppServer, B: AppServer;

const startProcess = (name: string) =>
  startAppServer({
    mode: 'development',
    distDir: `.next-redisfaults-${name}-${process.pid}`,
    removeDistDir: true,
    mongoUri: inject('mongoUri'),
    smtpPort: inject('smtpPort'),
    jwtSecret: inject('jwtSecret'),
    dir: path.join(dir, name),
    env: { REDIS_URL: redis!.url },
  });

const on = (server: AppServer, path: string, token?: string, body?: unknown) => api(path, { token, body, baseUrl: server.baseUrl });
const waitUntil = (check: () => Promise<unknown> | unknown, timeout = 15_000) => vi.waitFor(check, { timeout, interval: 50 });
const health = async (server: AppServer) => (await on(server, '/health')).body;
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};
async function connect(user: TestUser, server: AppServer) {
  const socket = await openSocket(user.token, server.baseUrl);
  sockets.push(socket);
  return socket;
}
const directChat = async (a: TestUser, b: TestUser) => (await api('/chat/create', { token: a.token, body: { members: [b.id] } })).body.chat.id as string;
const send = (server: AppServer, user: { token: string }, chatId: string, content = 'x') => on(server, '/messages/send', user.token, { chatId, content });
const secondLogin = async (server: AppServer, user: TestUser, password = user.password) =>
  (await on(server, '/auth/login', undefined, { username: user.username, password })).body.token as string;

/** Each process compiles a route on its first call (development mode): done before any timing. */
async function warmUp(server: AppServer) {
  const [u, v] = await Promise.all([registerUser(), registerUser()]);
  const chatId = await directChat(u, v);
  await Promise.all([send(server, u, chatId), secondLogin(server, u), on(server, '/health'), on(server, '/user/me', u.token)]);
  const fresh = (await on(server, '/auth/change-password', u.token, { oldPassword: u.password, newPassword: u.password })).body.token;
  (await connect({ ...u, token: fresh }, server)).close();
}

beforeAll(async () => {
  if (!redis) return;
  [A, B] = await Promise.all([startProcess('a'), startProcess('b')]);
  await Promise.all([warmUp(A), warmUp(B)]);
}, 400_000);
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await Promise.all([A?.stop(), B?.stop()]);
  await redis?.kill();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!redis)('Redis faults under two app processes', () => {
  it('with Redis up: once a password change through A answers, B refuses the old token (sends every 5 ms from then)', async () => {
    const user = await registerUser();
    const chatId = await directChat(user, await registerUser());
    let changerToken = user.token;
    let password = user.password;
    const accepted: number[] = [];
    const changeMs: number[] = [];
    for (let trial = 0; trial < 12; trial += 1) {
      const old = await secondLogin(B, user, password);
      expect((await send(B, { token: old }, chatId)).status).toBe(200); // B keeps the session now
      const next = `pass-${trial}-x`;
      const started = Date.now();
      const changed = await on(A, '/auth/change-password', changerToken, { oldPassword: password, newPassword: next });
      changeMs.push(Date.now() - started);
      expect(changed.status).toBe(200);
      [changerToken, password] = [changed.body.token, next];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 5)).then(() => send(B, { token: old }, chatId))),
      );
      accepted.push(answers.filter((a) => a.status === 200).length);
      expect(answers.every((a) => a.status === 200 || a.body.code === 'SESSION_ENDED')).toBe(true);
    }
    console.log(`[redis-faults] sends with an ended token accepted by the other process after the change answered: ${accepted.reduce((a, b) => a + b)} of ${accepted.length * 20}; change-password took ${Math.min(...changeMs)}-${Math.max(...changeMs)} ms`);
    expect(accepted.reduce((a, b) => a + b)).toBe(0);
  }, 180_000);

  it('Redis killed: setup, sends and logins go on, calls are refused with a clear code, health says degraded; all is shared again when it is back', async () => {
    const [alice, bob, carol, dave] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const carolDave = await directChat(carol, dave);
    const bobOnB = await connect(bob, B);
    await redis!.kill();
    await waitUntil(async () => expect(await health(B)).toEqual({ ok: true, db: 'up', redis: 'degraded' }));
    expect(await health(A)).toEqual({ ok: true, db: 'up', redis: 'degraded' });

    const setup = await timed(() => openSocket(alice.token, A.baseUrl));
    sockets.push(setup.result);
    expect(setup.ms).toBeLessThan(3_000);
    expect((await send(A, alice, chatId, 'while Redis is away')).status).toBe(200);
    expect((await on(B, '/auth/login', undefined, { username: bob.username, password: bob.password })).status).toBe(200);
    expect(await setup.result.emitWithAck('call:incoming', { chatId, isVideo: false })).toEqual({ ok: false, code: 'CALLS_UNAVAILABLE' });
    await waitUntil(() => expect(readFileSync(B.logFile, 'utf8')).toMatch(/\[redis\] down/));

    // Limits count per process meanwhile, said once in the log with what that means.
    for (let i = 0; i < 3; i += 1) await on(B, '/auth/login', undefined, { username: bob.username, password: 'wrong-pass' });
    const limitLines = readFileSync(B.logFile, 'utf8').split('\n').filter((line) => line.includes('[rate-limit]') && line.includes('each process on its own'));
    expect(limitLines).toHaveLength(1);
    expect(limitLines[0]).toContain('up to N times');

    // Presence during the outage is each process's own: Carol on A, Dave on B.
    const carolOnA = await connect(carol, A);
    const daveOnB = await connect(dave, B);
    await carolOnA.next('online_users');
    expect(await daveOnB.next('online_users')).not.toContain(carol.id);

    await redis!.start();
    await waitUntil(async () => expect((await Promise.all([health(A), health(B)])).map((h) => h.redis)).toEqual(['up', 'up']));
    // Presence is published again: Dave on B now sees Carol on A, and the other way round.
    await daveOnB.next('online_users', (ids: string[]) => ids.includes(carol.id), 15_000);
    await carolOnA.next('online_users', (ids: string[]) => ids.includes(dave.id), 15_000);
    // Calls work again, across the two processes.
    await waitUntil(async () => expect(await carolOnA.emitWithAck('call:incoming', { chatId: carolDave, isVideo: false })).toEqual({ ok: true }));
    expect(await daveOnB.next('call:incoming', undefined, 10_000)).toMatchObject({ chatId: carolDave, from: carol.id });
    expect(await carolOnA.emitWithAck('call:ended', { chatId: carolDave })).toEqual({ ok: true });
    // Messages cross again.
    const sent = (await send(A, alice, chatId, 'Redis is back')).body.message;
    expect((await bobOnB.next('receive_message', (m) => m.id === sent.id, 15_000)).content).toBe('Redis is back');
    // Limits are shared again: ten wrong passwords over both processes, then 429 on either.
    const eve = await registerUser();
    for (let i = 0; i < 10; i += 1) expect((await on(i % 2 ? A : B, '/auth/login', undefined, { username: eve.username, password: 'wrong-pass' })).status).toBe(401);
    expect((await on(A, '/auth/login', undefined, { username: eve.username, password: 'wrong-pass' })).status).toBe(429);
  }, 180_000);

  it('Redis killed: a password change through A ends the session on B at once, its socket there too, and more so when Redis is back', async () => {
    const user = await registerUser();
    const chatId = await directChat(user, await registerUser());
    const other = await secondLogin(B, user);
    expect((await send(B, { token: other }, chatId)).status).toBe(200); // B keeps the session
    const socketOnB = await openSocket(other, B.baseUrl);
    sockets.push(socketOnB);
    const ended = Promise.all([socketOnB.next('session_ended', undefined, 20_000), new Promise((resolve) => socketOnB.once('disconnect', resolve))]);
    await redis!.kill();
    let fresh: string;
    try {
      await waitUntil(async () => expect((await health(A)).redis).toBe('degraded'));
      const changed = await on(A, '/auth/change-password', user.token, { oldPassword: user.password, newPassword: 'newpass-d1' });
      expect(changed.status).toBe(200);
      fresh = changed.body.token;
      expect((await send(B, { token: other }, chatId)).body.code).toBe('SESSION_ENDED');
      expect((await send(B, { token: fresh }, chatId)).status).toBe(200);
      // Its socket on B: checked against the database while Redis is away.
      await ended;
    } finally {
      await redis!.start();
    }
    await waitUntil(async () => expect((await health(B)).redis).toBe('up'));
    expect((await send(B, { token: other }, chatId)).body.code).toBe('SESSION_ENDED');
    expect((await send(B, { token: fresh }, chatId)).status).toBe(200);
  }, 120_000);

  it('Redis paused (SIGSTOP): nothing waits for it, health says degraded, a password change still ends the session on B; all recovers on SIGCONT', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const other = await secondLogin(B, alice);
    expect((await send(B, { token: other }, chatId)).status).toBe(200); // B keeps the session
    const aliceOnA = await connect(alice, A);
    redis!.pause();
    try {
      // The change right away, before either process has noticed.
      const changed = await timed(() => on(A, '/auth/change-password', alice.token, { oldPassword: alice.password, newPassword: 'newpass-h1' }));
      expect(changed.result.status).toBe(200);
      expect((await send(B, { token: other }, chatId)).body.code).toBe('SESSION_ENDED');
      const fresh = changed.result.body.token as string;
      const sent = await timed(() => send(A, { token: fresh }, chatId, 'while Redis is hung'));
      const login = await timed(() => on(B, '/auth/login', undefined, { username: bob.username, password: bob.password }));
      const setup = await timed(() => openSocket(bob.token, B.baseUrl));
      sockets.push(setup.result);
      const call = await timed(() => aliceOnA.emitWithAck('call:incoming', { chatId, isVideo: false }));
      console.log(`[redis-faults] Redis hung: change-password ${changed.ms} ms, send ${sent.ms} ms, login ${login.ms} ms, setup ${setup.ms} ms, call refused ${call.ms} ms`);
      expect([sent.result.status, login.result.status]).toEqual([200, 200]);
      expect(call.result).toEqual({ ok: false, code: 'CALLS_UNAVAILABLE' });
      for (const ms of [sent.ms, login.ms, setup.ms, call.ms]) expect(ms).toBeLessThan(2_500);
      await waitUntil(async () => expect(await health(B)).toEqual({ ok: true, db: 'up', redis: 'degraded' }));
    } finally {
      redis!.resume();
    }
    await waitUntil(async () => expect((await Promise.all([health(A), health(B)])).map((h) => h.redis)).toEqual(['up', 'up']));
    const bobOnB = await connect(bob, B);
    await waitUntil(async () => expect(await bobOnB.emitWithAck('call:incoming', { chatId, isVideo: false })).toEqual({ ok: true }));
    expect(await bobOnB.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
  }, 120_000);
});
