import { MongoClient, ObjectId } from 'mongodb';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack, takeDatabaseAway } from '../support/own-stack';
import type { Stack } from '../support/stack';

// The embedded database killed under a running app (a server of this file's own, so no other
// test sees the outage): calls answer 503 DB_UNAVAILABLE with Retry-After instead of hanging or
// 500, socket `setup` is acknowledged with the same code, the database is started again, and the
// app recovers without a restart, with every write acknowledged before the kill.

let stack: Stack;
let token: string;

beforeAll(async () => {
  ({ stack, token } = await startOwnStack('dbdown'));
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

const myChats = () => fetch(`${stack.baseUrl}/api/chat/my-chats`, { headers: { authorization: `Bearer ${token}` } });

function setupAnswer(): Promise<{ ok: boolean; code?: string }> {
  return new Promise((resolve, reject) => {
    const socket = io(stack.baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('setup', token, (answer: { ok: boolean; code?: string }) => {
        socket.close();
        resolve(answer);
      }),
    );
  });
}

describe('the database going away', () => {
  it('answers 503 DB_UNAVAILABLE while it is down, then recovers by itself', async () => {
    expect((await myChats()).status).toBe(200);
    // Acknowledged just before the kill: the engine commits without an fsync (synchronous=NORMAL),
    // so this checks that a commit outlives the engine's process.
    const lastWrite = await new MongoClient(stack.mongoUri).connect();
    const marker = new ObjectId();
    await lastWrite.db().collection('kill_marks').insertOne({ _id: marker });
    await lastWrite.close();
    const outage = await takeDatabaseAway(stack);
    try {
      const started = Date.now();
      const down = await myChats();
      const body = (await down.json()) as { code?: string };
      expect({ status: down.status, code: body.code }).toEqual({ status: 503, code: 'DB_UNAVAILABLE' });
      expect(down.headers.get('retry-after')).toBe('5');
      console.log(`[database-down] 503 after ${Date.now() - started} ms`);
      expect(await setupAnswer()).toEqual({ ok: false, code: 'DB_UNAVAILABLE' });
    } finally {
      await outage.release();
    }
    // The launcher retries with a growing delay; the app's driver reconnects on its own.
    let status = 0;
    while (status !== 200) status = (await myChats()).status;
    expect(await setupAnswer()).toEqual({ ok: true });
    const reader = await new MongoClient(stack.mongoUri).connect();
    expect(await reader.db().collection('kill_marks').findOne({ _id: marker })).toEqual({ _id: marker });
    await reader.close();
  }, 120_000);
});
