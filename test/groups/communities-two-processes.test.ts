import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { openSocket, type TestSocket } from '../support/socket';
import { startAppServer, type AppServer } from '../support/stack';
import { expectError, expectOk, forChat, makeGroup, users } from './helpers';

// Two app processes on the run's database and one Redis (the run's own server may have no Redis,
// so it is not one of them): slow mode is state in the database, so a member sending through both
// is counted once; join requests and their outcome reach sockets on the other process. Skipped
// where no Redis runs.
const redisUp = await redisAnswers(TEST_REDIS_URL);
const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-communities-'));
let first: AppServer | undefined;
let other: AppServer | undefined;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  if (!redisUp) return;
  const start = (name: string) =>
    startAppServer({
      mode: 'development',
      distDir: `.next-communities-${name}-${process.pid}`,
      removeDistDir: true,
      mongoUri: inject('mongoUri'),
      smtpPort: inject('smtpPort'),
      jwtSecret: inject('jwtSecret'),
      dir: path.join(dir, name),
      env: { REDIS_URL: TEST_REDIS_URL },
    });
  [first, other] = await Promise.all([start('first'), start('second')]);
}, 300_000);

afterAll(async () => {
  sockets.forEach((s) => s.close());
  await Promise.all([first?.stop(), other?.stop()]);
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const sendThrough = (baseUrl: string, token: string, chatId: string, content: string) => api('/messages/send', { token, body: { chatId, content }, baseUrl });

async function connect(token: string, baseUrl?: string) {
  const socket = await openSocket(token, baseUrl);
  sockets.push(socket);
  return socket;
}

describe.skipIf(!redisUp)('communities across two app processes', () => {
  it('slow mode counts a member’s sends once, whichever process they go through', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    expectOk(await api(`/group/${groupId}/slow-mode`, { method: 'PUT', token: owner.token, body: { seconds: 60 } }));
    const [here, there] = [first!.baseUrl, other!.baseUrl];
    expectOk(await sendThrough(here, member.token, groupId, 'through the first'));
    expectError(await sendThrough(there, member.token, groupId, 'through the second, too soon'), 429, 'SLOW_MODE');
    await (await testDb()).collection('chats').updateOne({ _id: new ObjectId(groupId) }, { $set: { [`lastSentAt.${member.id}`]: new Date(Date.now() - 61_000) } });
    expectOk(await sendThrough(there, member.token, groupId, 'through the second, after the wait'));
    const refused = await sendThrough(here, member.token, groupId, 'back through the first, too soon');
    expectError(refused, 429, 'SLOW_MODE');
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfterSeconds));
    const stored = await (await testDb()).collection('messages').countDocuments({ chatId: new ObjectId(groupId), type: 'text' });
    expect(stored).toBe(2);
  });

  it('a join request made on one process reaches the admin on the other, and the approval comes back', async () => {
    const [owner, asker] = await users(2);
    const groupId = await makeGroup(owner, []);
    const invite = expectOk(await api(`/group/${groupId}/invites`, { token: owner.token, body: { requiresApproval: true } })).invite;
    const ownerSocket = await connect(owner.token, first!.baseUrl);
    const askerSocket = await connect(asker.token, other!.baseUrl);
    expect(expectOk(await api('/group/join-invite', { token: asker.token, body: { code: invite.code }, baseUrl: other!.baseUrl })).request).toMatchObject({ chatId: groupId });
    expect(await ownerSocket.next('join_request', (e) => e.chatId === groupId, 15_000)).toMatchObject({ status: 'pending', request: { user: { id: asker.id } } });
    expectOk(await api(`/group/${groupId}/join-requests/${asker.id}`, { token: owner.token, body: { approve: true }, baseUrl: first!.baseUrl }));
    expect(await askerSocket.next('join_request_decided', (e) => e.chatId === groupId, 15_000)).toMatchObject({ approved: true });
    await askerSocket.next('new_chat', forChat(groupId), 15_000);
  });
});
