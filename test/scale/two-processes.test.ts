import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { catchUpCursor } from '@/lib/client/chat/cache';
import { api, registerUser, type TestUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';
import { startAppServer, type AppServer } from '../support/stack';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { startBalancer } from '../support/tcp-balancer';

// Two app processes on one database and one Redis, as compose runs them behind the proxy: what
// one process does must reach people served by the other (issue: scale-out). Skipped where no
// Redis runs (.ci/run starts one).
const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers(REDIS_URL);

const RING_MS = 2000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-scale-'));
const servers: AppServer[] = [];
const sockets: TestSocket[] = [];

function startProcess(name: string) {
  return startAppServer({
    mode: 'development',
    distDir: `.next-scale-${name}-${process.pid}`,
    removeDistDir: true,
    mongoUri: inject('mongoUri'),
    smtpPort: inject('smtpPort'),
    jwtSecret: inject('jwtSecret'),
    dir: path.join(dir, name),
    env: { REDIS_URL, CALL_RING_TIMEOUT_MS: String(RING_MS) },
  });
}

async function connect(user: TestUser, server: AppServer) {
  const socket = await openSocket(user.token, server.baseUrl);
  sockets.push(socket);
  return socket;
}

/** Resolves once `condition` holds (checked every 50 ms), or fails the test after `timeoutMs`. */
const waitUntil = (condition: () => boolean, timeoutMs = 30_000) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: timeoutMs, interval: 50 });
const on = (server: AppServer, path: string, token: string, body?: unknown) => api(path, { token, body, baseUrl: server.baseUrl });
const directChat = async (a: TestUser, b: TestUser) => (await api('/chat/create', { token: a.token, body: { members: [b.id] } })).body.chat.id as string;
const systemMessages = async (user: TestUser, chatId: string) =>
  (await api(`/messages/by-chat/${chatId}?limit=50`, { token: user.token })).body.messages.filter((m: { type: string }) => m.type === 'system');

let A: AppServer, B: AppServer;
beforeAll(async () => {
  if (!redisUp) return;
  [A, B] = await Promise.all([startProcess('a'), startProcess('b')]);
  servers.push(A, B);
}, 300_000);
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!redisUp)('two app processes on one Redis', () => {
  it('a message sent through A reaches a socket on B; presence, hiding it, and typing cross too', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const onB = await connect(bob, B);
    const onA = await connect(alice, A);
    // Bob (on B) sees Alice (on A) come online.
    await onB.next('online_users', (ids: string[]) => ids.includes(alice.id), 15_000);
    const sent = (await on(A, '/messages/send', alice.token, { chatId, content: 'qua hai tiến trình' })).body.message;
    expect((await onB.next('receive_message', (m) => m.id === sent.id, 15_000)).content).toBe('qua hai tiến trình');
    onA.emit('typing', { chatId });
    expect(await onB.next('typing', (t) => t.chatId === chatId)).toMatchObject({ userId: alice.id });
    // A chat started on A makes its members follow each other's presence on B too.
    const carol = await registerUser();
    const onCarol = await connect(carol, B);
    expect((await on(A, '/chat/create', alice.token, { members: [carol.id] })).status).toBe(200);
    await onCarol.next('online_users', (ids: string[]) => ids.includes(alice.id), 15_000);
    // Alice (on A) hides her online status through B: Bob sees her go offline and come back.
    expect((await on(B, '/user/hide-online', alice.token, { hideOnline: true })).status).toBe(200);
    await onB.next('online_users', (ids: string[]) => !ids.includes(alice.id), 15_000);
    expect((await on(B, '/user/hide-online', alice.token, { hideOnline: false })).status).toBe(200);
    await onB.next('online_users', (ids: string[]) => ids.includes(alice.id), 15_000);
    // And Alice going away is seen on B.
    onA.close();
    await onB.next('online_users', (ids: string[]) => !ids.includes(alice.id), 15_000);
  }, 120_000);

  it('a one-to-one call rung on A is answered on B and ends with one duration message', async () => {
    const [caller, callee] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(caller, callee);
    const [onA, onB] = await Promise.all([connect(caller, A), connect(callee, B)]);
    expect(await onA.emitWithAck('call:incoming', { chatId, isVideo: true, name: caller.username })).toEqual({ ok: true });
    expect(await onB.next('call:incoming')).toMatchObject({ chatId, from: caller.id, to: callee.id });
    expect(await onA.emitWithAck('call:signal', { chatId, to: callee.id, signal: { type: 'offer', sdp: 'v=0' } })).toEqual({ ok: true });
    await onB.next('call:signal', (s) => s.from === caller.id);
    // The answer, on the other process, joins the call there.
    expect(await onB.emitWithAck('call:signal', { chatId, to: caller.id, signal: { type: 'answer', sdp: 'v=0' } })).toEqual({ ok: true });
    expect((await onA.next('call:signal', (s) => s.from === callee.id)).participants.sort()).toEqual([caller.id, callee.id].sort());
    // Busy across processes: the callee cannot start another call meanwhile.
    const other = await registerUser();
    const otherChat = await directChat(other, callee);
    const onOther = await connect(other, A);
    expect(await onOther.emitWithAck('call:incoming', { chatId: otherChat, isVideo: false })).toEqual({ ok: false, code: 'CALL_BUSY' });
    // Past the ring timeout an answered call goes on; hanging up on B ends it for A.
    await new Promise((resolve) => setTimeout(resolve, RING_MS + 500));
    expect(await onB.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
    expect(await onA.next('call:ended', (e) => e.ended)).toMatchObject({ chatId, reason: 'finished' });
    const written = await onA.next('receive_message', (m) => m.type === 'system', 15_000);
    expect(written.system).toMatchObject({ event: 'call_ended', actor: caller.id });
    expect(await systemMessages(caller, chatId)).toHaveLength(1);
  }, 120_000);

  it('a call rung on A and never answered writes exactly one missed-call message', async () => {
    const [caller, callee] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(caller, callee);
    const [onA, onB] = await Promise.all([connect(caller, A), connect(callee, B)]);
    expect(await onA.emitWithAck('call:incoming', { chatId, isVideo: false })).toEqual({ ok: true });
    await onB.next('call:incoming');
    expect(await onB.next('call:ended', (e) => e.ended, RING_MS + 15_000)).toMatchObject({ chatId, reason: 'missed' });
    const missed = await onB.next('receive_message', (m) => m.type === 'system', 15_000);
    expect(missed.system).toMatchObject({ event: 'call_missed', actor: caller.id });
    // No second message from the other process.
    expect(await onB.receives('receive_message', 1500, (m) => m.type === 'system')).toBe(false);
    expect(await systemMessages(callee, chatId)).toHaveLength(1);
    // The chat is free again.
    expect(await onB.emitWithAck('call:incoming', { chatId, isVideo: false })).toEqual({ ok: true });
    expect(await onB.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
  }, 120_000);

  it('a group call with members on both processes', async () => {
    const [owner, b1, a2] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const chatId = (await api('/chat/create-group', { token: owner.token, body: { name: 'Hai tiến trình', members: [b1.id, a2.id] } })).body.chat.id;
    const [onOwner, onB1, onA2] = await Promise.all([connect(owner, A), connect(b1, B), connect(a2, A)]);
    await onOwner.next('online_users', (ids: string[]) => ids.includes(b1.id) && ids.includes(a2.id), 15_000);
    expect(await onOwner.emitWithAck('call:incoming', { chatId, isVideo: true })).toEqual({ ok: true });
    expect((await onB1.next('call:incoming')).calleeIds.sort()).toEqual([b1.id, a2.id].sort());
    await onA2.next('call:incoming');
    expect(await onB1.emitWithAck('call:signal', { chatId, to: owner.id, signal: { type: 'answer' } })).toEqual({ ok: true });
    expect(await onA2.emitWithAck('call:signal', { chatId, to: b1.id, signal: { type: 'offer' } })).toEqual({ ok: true });
    expect((await onB1.next('call:signal', (s) => s.from === a2.id)).participants.sort()).toEqual([owner.id, b1.id, a2.id].sort());
    // The owner leaves: the two others go on; then the last two leave and it ends once.
    expect(await onOwner.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
    expect(await onB1.next('call:ended', (e) => e.from === owner.id)).not.toHaveProperty('ended');
    expect(await onA2.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
    expect(await onB1.next('call:ended', (e) => e.ended)).toMatchObject({ chatId, reason: 'finished' });
    await onB1.next('receive_message', (m) => m.type === 'system' && m.system.event === 'call_ended', 15_000);
  }, 120_000);

  it('a member on B removed through A leaves the group call at once; signals to and from them are refused', async () => {
    const [owner, kept, removed] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const chatId = (await api('/chat/create-group', { token: owner.token, body: { name: 'Rời cuộc gọi', members: [kept.id, removed.id] } })).body.chat.id;
    const [onOwner, onKept, onRemoved] = await Promise.all([connect(owner, A), connect(kept, A), connect(removed, B)]);
    await onOwner.next('online_users', (ids: string[]) => ids.includes(kept.id) && ids.includes(removed.id), 15_000);
    expect(await onOwner.emitWithAck('call:incoming', { chatId, isVideo: false })).toEqual({ ok: true });
    await Promise.all([onKept.next('call:incoming'), onRemoved.next('call:incoming')]);
    expect(await onKept.emitWithAck('call:signal', { chatId, to: owner.id, signal: { type: 'answer' } })).toEqual({ ok: true });
    expect(await onRemoved.emitWithAck('call:signal', { chatId, to: owner.id, signal: { type: 'answer' } })).toEqual({ ok: true });
    expect((await api(`/group/${chatId}/members/${removed.id}`, { method: 'DELETE', token: owner.token, baseUrl: A.baseUrl })).status).toBe(200);
    expect(await onRemoved.next('call:ended', (e) => e.from === removed.id, 15_000)).toMatchObject({ chatId, ended: true });
    expect(await onOwner.emitWithAck('call:signal', { chatId, to: removed.id, signal: { type: 'offer' } })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await onRemoved.emitWithAck('call:signal', { chatId, to: owner.id, signal: { type: 'offer' } })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await onKept.emitWithAck('call:signal', { chatId, to: owner.id, signal: { type: 'offer' } })).toEqual({ ok: true });
  }, 120_000);

  it('a rolling restart: B stops on SIGTERM, its sockets move to A and catch up, and no acknowledged send is lost', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    // The proxy: new connections go to B while it listens, then to A.
    const balancer = await startBalancer([B.baseUrl, A.baseUrl]);
    try {
      // Bob's client reconnects by itself and sets up again, as the browser's does.
      const bobClient = io(balancer.url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500 });
      const received = new Set<string>();
      let setups = 0;
      bobClient.on('receive_message', (m: { id: string }) => received.add(m.id));
      bobClient.on('connect', () => void bobClient.emitWithAck('setup', bob.token).then((answer) => answer?.ok && (setups += 1)));
      await waitUntil(() => setups === 1);
      expect(balancer.served.get(B.baseUrl)).toBe(1);

      // Alice sends through the proxy, four at a time, the whole time B is stopping. Like the
      // browser, she repeats a send whose answer was lost, under the same clientId.
      const acked: string[] = [];
      const refused: number[] = [];
      let sending = true;
      const sendUntilAnswered = async (clientId: string) => {
        for (;;) {
          try {
            const answer = await api('/messages/send', { token: alice.token, body: { chatId, content: clientId, clientId }, baseUrl: balancer.url });
            if (answer.status === 200) return void acked.push(answer.body.message.id);
            return void refused.push(answer.status);
          } catch {
            // the connection went away with the process: send again
          }
        }
      };
      const senders = [0, 1, 2, 3].map(async (lane) => {
        for (let n = 0; sending; n += 1) await sendUntilAnswered(`lane${lane}-${n}`);
      });
      await waitUntil(() => acked.length >= 20);
      const log = () => readFileSync(B.logFile, 'utf8');
      await B.stop();
      expect(log()).toContain('[server] SIGTERM: stopping');
      expect(log()).toContain('[server] stopped');
      const atStop = acked.length;
      await waitUntil(() => acked.length >= atStop + 20);
      sending = false;
      await Promise.all(senders);
      expect(refused).toEqual([]);

      // Bob is back, on A; what he missed meanwhile comes with the catch-up read.
      await waitUntil(() => setups === 2 && bobClient.connected);
      expect(balancer.served.get(A.baseUrl)).toBeGreaterThan(0);
      let cursor = catchUpCursor([...received].sort().at(-1)!);
      for (;;) {
        const page = (await api(`/messages/by-chat/${chatId}?after=${cursor}&limit=100`, { token: bob.token, baseUrl: balancer.url })).body;
        page.messages.forEach((m: { id: string }) => received.add(m.id));
        if (!page.hasMore) break;
        cursor = page.messages.at(-1).id;
      }
      expect(acked.filter((id) => !received.has(id))).toEqual([]);
      // Each send stored once, retries included.
      expect(new Set(acked).size).toBe(acked.length);
      bobClient.close();
    } finally {
      await balancer.stop();
    }
    // The restart completes: a new B serves again, beside A.
    B = await startProcess('b2');
    servers.push(B);
  }, 300_000);

  it('a session ended through A is refused by B, whose send route kept the user (B acts on the end before A answers)', async () => {
    const [alice, bob] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const sendOnB = () => on(B, '/messages/send', alice.token, { chatId, content: 'through B' });
    expect((await sendOnB()).status).toBe(200); // B keeps alice now
    const changed = await on(A, '/auth/change-password', alice.token, { oldPassword: alice.password, newPassword: 'newpass4' });
    expect(changed.status).toBe(200);
    expect((await sendOnB()).body.code).toBe('SESSION_ENDED');
    expect((await on(B, '/messages/send', changed.body.token, { chatId, content: 'fresh' })).status).toBe(200);
  });

  it('shares the login limit: the 11th wrong password is refused on either process, and after both restart', async () => {
    const user = await registerUser();
    const wrong = (server: AppServer) => api('/auth/login', { body: { username: user.username, password: 'wrong-pass' }, baseUrl: server.baseUrl });
    for (let i = 0; i < 10; i += 1) expect((await wrong(i % 2 ? A : B)).status).toBe(401);
    expect((await wrong(A)).status).toBe(429);
    expect((await wrong(B)).status).toBe(429);
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    const C = await startProcess('c');
    servers.push(C);
    const right = await api('/auth/login', { body: { username: user.username, password: user.password }, baseUrl: C.baseUrl });
    expect(right.status).toBe(429);
  }, 300_000);
});
