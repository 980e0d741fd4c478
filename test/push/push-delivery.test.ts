import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api, registerUser, type TestUser } from '../support/api';
import { expectInvalid } from '../support/errors';
import { startPushService, type FakeDevice, type PushService } from '../support/push-service';
import { startOwnRedis, type OwnRedis } from '../support/own-redis';
import { openSocket, type TestSocket } from '../support/socket';
import { startAppServer, type AppServer } from '../support/stack';

// Web push end to end (API.md "Notifications"): two app processes on one database and one Redis,
// a stand-in push service on the allowlist that checks every push's VAPID signature and decrypts
// its payload with the device's own key. A Redis of the file's own: the run's shared server is on
// REDIS_URL too, and its push worker (without this stand-in on its allowlist) would take jobs.
const redis: OwnRedis | undefined = await startOwnRedis();
const redisUp = !!redis;
const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-push-'));
let service: PushService;
let A: AppServer;
let B: AppServer;
const sockets: TestSocket[] = [];

function startProcess(name: string) {
  return startAppServer({
    mode: 'development',
    distDir: `.next-push-${name}-${process.pid}`,
    removeDistDir: true,
    mongoUri: inject('mongoUri'),
    smtpPort: inject('smtpPort'),
    jwtSecret: inject('jwtSecret'),
    dir: path.join(dir, name),
    env: { REDIS_URL: redis!.url, PUSH_ENDPOINT_ALLOWLIST: service.origin },
  });
}

beforeAll(async () => {
  if (!redisUp) return;
  service = await startPushService();
  [A, B] = await Promise.all([startProcess('a'), startProcess('b')]);
}, 300_000);
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await Promise.all([A?.stop(), B?.stop()]);
  await service?.stop();
  await redis?.kill();
  if (!process.env.KEEP_TEST_DATA) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const on = (server: AppServer, route: string, token: string, body?: unknown, method?: string) => api(route, { token, body, method, baseUrl: server.baseUrl });
const waitFor = <T>(get: () => T | undefined, timeout = 30_000) =>
  vi.waitFor(
    () => {
      const value = get();
      if (value === undefined) throw new Error('not yet');
      return value;
    },
    { timeout, interval: 50 },
  );

async function subscribe(user: TestUser, server = A, device: FakeDevice = service.device()) {
  const answer = await on(server, '/push/subscriptions', user.token, { endpoint: device.endpoint, keys: device.keys, label: 'Test browser' });
  expect(answer.status).toBe(200);
  return { device, id: answer.body.subscription.id as string };
}

async function person(lang: 'vi' | 'en' | 'zh') {
  const user = await registerUser();
  expect((await on(A, '/user/lang', user.token, { lang }, 'PATCH')).status).toBe(200);
  return user;
}

const send = async (server: AppServer, user: TestUser, chatId: string, content: string) =>
  (await on(server, '/messages/send', user.token, { chatId, content })).body.message as { id: string };

describe.skipIf(!redisUp)('web push', () => {
  it('answers the VAPID key, and stores only subscriptions on an allowed push service', async () => {
    const key = (await api('/push/key', { baseUrl: A.baseUrl })).body.publicKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const user = await registerUser();
    const device = service.device();
    for (const endpoint of ['https://evil.example/push/1', 'http://127.0.0.1:1/push/1', `${service.origin.replace('http:', 'https:')}/x`, 'https://fcm.googleapis.com.evil.example/x', 'https://fcm.googleapis.com:8443/x']) {
      expectInvalid(await on(A, '/push/subscriptions', user.token, { endpoint, keys: device.keys }), 'endpoint', 'NOT_ALLOWED');
    }
    expectInvalid(await on(A, '/push/subscriptions', user.token, { endpoint: device.endpoint, keys: { ...device.keys, p256dh: 'short' } }), 'keys.p256dh', 'INVALID_FORMAT');
    expect((await api('/push/subscriptions', { body: { endpoint: device.endpoint, keys: device.keys } , baseUrl: A.baseUrl })).status).toBe(401);
    const { id } = await subscribe(user, A, device);
    // The same endpoint again is the same subscription; another account takes it over.
    expect((await subscribe(user, A, device)).id).toBe(id);
    const list = (await on(A, '/push/subscriptions', user.token)).body.subscriptions;
    expect(list).toEqual([{ id, label: 'Test browser', createdAt: expect.any(String), lastSuccessAt: null }]);
    const other = await registerUser();
    expect((await on(A, `/push/subscriptions/${id}`, other.token, undefined, 'DELETE')).status).toBe(404);
    expect((await subscribe(other, A, device)).id).toBe(id);
    expect((await on(A, '/push/subscriptions', user.token)).body.subscriptions).toEqual([]);
    expect((await on(A, `/push/subscriptions/${id}`, other.token, undefined, 'DELETE')).body).toEqual({ success: true });
    expect((await on(A, '/push/subscriptions', other.token)).body.subscriptions).toEqual([]);
    // The test push goes through the push service to the device, signed with the key above.
    const second = await subscribe(other);
    expect((await on(A, '/push/test', other.token, {})).body).toEqual({ sent: 1 });
    const test = service.pushesTo(second.device.id)[0];
    expect(test.payload).toMatchObject({ type: 'test', title: 'Thông báo đã hoạt động', url: '/chat' });
    expect(test.vapidKey).toBe(key);
  });

  it('a group message reaches the offline members in their language; online, muted and notifications-off members get none', async () => {
    const [sender, en, zh, online, muted, off] = await Promise.all([person('vi'), person('en'), person('zh'), person('en'), person('en'), person('en')]);
    const group = (await on(A, '/chat/create-group', sender.token, { name: 'Nhóm đẩy', members: [en.id, zh.id, online.id, muted.id, off.id] })).body.chat.id as string;
    const devices = Object.fromEntries(await Promise.all(Object.entries({ en, zh, online, muted, off }).map(async ([name, user]) => [name, (await subscribe(user)).device] as const)));
    expect((await on(A, '/user/notifications', zh.token, { preview: false }, 'PUT')).body.user.notifications).toEqual({ enabled: true, preview: false });
    expect((await on(A, '/user/notifications', off.token, { enabled: false }, 'PUT')).body.user.notifications).toEqual({ enabled: false, preview: true });
    const mutedAnswer = await on(A, `/chat/${group}/notifications`, muted.token, { muted: true }, 'PUT');
    expect(mutedAnswer.body.chat.notificationsMuted).toBe(true);
    // The online member's socket is on the other process: presence is shared.
    sockets.push(await openSocket(online.token, B.baseUrl));

    const message = await send(A, sender, group, 'Xin chào cả nhóm');
    const toEn = await waitFor(() => service.pushesTo(devices.en.id)[0]);
    expect(toEn.payload).toEqual({
      type: 'message',
      chatId: group,
      messageId: message.id,
      title: 'Nhóm đẩy',
      body: `${sender.username}: Xin chào cả nhóm`,
      url: `/chat?chat=${group}`,
      tag: group,
      icon: '/icons/icon-192.png',
      unread: 1,
      at: expect.any(Number),
    });
    expect(toEn.headers).toMatchObject({ ttl: '86400', urgency: 'normal', topic: group });
    const toZh = await waitFor(() => service.pushesTo(devices.zh.id)[0]);
    expect(toZh.payload).toMatchObject({ title: 'Nhóm đẩy', body: '新消息', messageId: message.id });

    // Unmuted, the muted member hears the next one: by then any push of the first was sent too.
    await on(A, `/chat/${group}/notifications`, muted.token, { muted: false }, 'PUT');
    const next = await send(B, sender, group, 'Lần nữa');
    await waitFor(() => service.pushesTo(devices.muted.id).find((p) => p.payload.messageId === next.id));
    expect(service.pushesTo(devices.muted.id).map((p) => p.payload.messageId)).toEqual([next.id]);
    expect(service.pushesTo(devices.online.id)).toEqual([]);
    expect(service.pushesTo(devices.off.id)).toEqual([]);
    expect(service.refused).toEqual([]);
  });

  it('a mention reaches a member who muted the chat, with high urgency; the unmentioned muted member gets nothing', async () => {
    const [sender, mentioned, quiet] = await Promise.all([person('en'), person('en'), person('en')]);
    const group = (await on(A, '/chat/create-group', sender.token, { name: 'Nhóm nhắc', members: [mentioned.id, quiet.id] })).body.chat.id as string;
    const [toMentioned, toQuiet] = await Promise.all([subscribe(mentioned), subscribe(quiet)]);
    for (const user of [mentioned, quiet]) expect((await on(A, `/chat/${group}/notifications`, user.token, { muted: true }, 'PUT')).body.chat.notificationsMuted).toBe(true);
    const message = await send(A, sender, group, `@${mentioned.username.toUpperCase()} look`);
    expect((message as { mentions?: string[] }).mentions).toEqual([mentioned.id]);
    const push = await waitFor(() => service.pushesTo(toMentioned.device.id)[0]);
    expect(push.payload).toMatchObject({ type: 'message', chatId: group, messageId: message.id });
    expect(push.headers).toMatchObject({ urgency: 'high', topic: group });
    // Unmuted, the quiet member hears the next one: by then a push of the mention to them would
    // have come too.
    await on(A, `/chat/${group}/notifications`, quiet.token, { muted: false }, 'PUT');
    const next = await send(B, sender, group, 'no names');
    await waitFor(() => service.pushesTo(toQuiet.device.id).find((p) => p.payload.messageId === next.id));
    expect(service.pushesTo(toQuiet.device.id).map((p) => p.payload.messageId)).toEqual([next.id]);
    expect(service.pushesTo(toMentioned.device.id).map((p) => p.payload.messageId)).toEqual([message.id]);
  });

  it('a 410 deletes the subscription; a 429 is retried after its Retry-After', async () => {
    const [sender, gone, busy] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const goneChat = (await on(A, '/chat/create', sender.token, { members: [gone.id] })).body.chat.id;
    const busyChat = (await on(A, '/chat/create', sender.token, { members: [busy.id] })).body.chat.id;
    const goneSub = await subscribe(gone);
    const busySub = await subscribe(busy);
    service.answer(goneSub.device.id, { status: 410 });
    service.answer(busySub.device.id, { status: 429, headers: { 'Retry-After': '2' } });
    await send(A, sender, goneChat, 'ai đó?');
    const message = await send(A, sender, busyChat, 'bận không?');
    await vi.waitFor(async () => expect((await on(A, '/push/subscriptions', gone.token)).body.subscriptions).toEqual([]), { timeout: 30_000, interval: 200 });
    const delivered = await waitFor(() => service.pushesTo(busySub.device.id)[0]);
    expect(delivered.payload.messageId).toBe(message.id);
    const tries = service.attempts.filter((a) => a.deviceId === busySub.device.id);
    expect(tries.map((a) => a.status)).toEqual([429, 201]);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(1900);
  });

  it('an incoming call is pushed to a callee with no socket (TTL 60, high urgency)', async () => {
    const [caller, callee] = await Promise.all([registerUser(), person('en')]);
    const chatId = (await on(A, '/chat/create', caller.token, { members: [callee.id] })).body.chat.id;
    const { device } = await subscribe(callee);
    const socket = await openSocket(caller.token, A.baseUrl);
    sockets.push(socket);
    const ack = await socket.emitWithAck('call:incoming', { chatId, to: callee.id, isVideo: true, name: caller.username, avatar: '' });
    expect(ack).toMatchObject({ ok: true });
    const push = await waitFor(() => service.pushesTo(device.id)[0]);
    expect(push.payload).toMatchObject({ type: 'call', chatId, title: 'Incoming video call', body: `${caller.username} is calling you`, tag: `call:${chatId}` });
    expect(push.payload.actions.map((a: { action: string }) => a.action)).toEqual(['answer', 'decline']);
    expect(push.headers).toMatchObject({ ttl: '60', urgency: 'high' });
    socket.emit('call:ended', { chatId });
  });

  it('a password change deletes every subscription of the account', async () => {
    const user = await registerUser();
    await subscribe(user);
    await subscribe(user, B);
    expect((await on(A, '/push/subscriptions', user.token)).body.subscriptions).toHaveLength(2);
    const changed = await on(A, '/auth/change-password', user.token, { oldPassword: user.password, newPassword: 'changed1' });
    expect(changed.status).toBe(200);
    expect((await on(A, '/push/subscriptions', changed.body.token)).body.subscriptions).toEqual([]);
  });

  it('two processes on one Redis send each push once', async () => {
    const sender = await registerUser();
    const people = await Promise.all(Array.from({ length: 8 }, () => registerUser()));
    const chats = await Promise.all(people.map(async (p) => (await on(A, '/chat/create', sender.token, { members: [p.id] })).body.chat.id as string));
    const devices = await Promise.all(people.map(async (p, i) => (await subscribe(p, i % 2 ? A : B)).device));
    const sent = await Promise.all(chats.map((chatId, i) => send(i % 2 ? A : B, sender, chatId, `một lần ${i}`)));
    await waitFor(() => (devices.every((d) => service.pushesTo(d.id).length) ? true : undefined));
    // Quiet for a while longer: a second copy would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    devices.forEach((device, i) => expect(service.pushesTo(device.id).map((p) => p.payload.messageId)).toEqual([sent[i].id]));
  });
});
