import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forgetCachedSessions, requireCachedSession } from '@/lib/auth/cached-session';
import { newSessionState } from '@/lib/auth/end-sessions';
import { announceSessionsEnded } from '@/lib/realtime/ended-sessions';
import { setRedisState } from '@/lib/realtime/redis-state';
import { openSocketSession } from '@/lib/socket/socket-session';
import { User } from '@/models/User';
import { registerUser, type TestUser } from '../support/api';

// The send route's session check keeps the signed-in user in the process (lib/auth/cached-session.ts):
// here, in this process, against the test database, with the driver's commands counted.

const commands: string[] = [];
const IGNORED = new Set(['hello', 'isMaster', 'ismaster', 'ping', 'endSessions', 'saslStart', 'saslContinue', 'buildInfo']);

async function reads(action: () => Promise<unknown>): Promise<number> {
  commands.length = 0;
  await action();
  return commands.length;
}

const bearer = (user: TestUser) => `Bearer ${user.token}`;
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: { code?: string }) => error.code);

beforeAll(async () => {
  process.env.JWT_SECRET = inject('jwtSecret'); // the server's: the tokens under test are its own
  await mongoose.connect(inject('mongoUri'), { retryWrites: false, monitorCommands: true });
  mongoose.connection.getClient().on('commandStarted', (event) => {
    if (!IGNORED.has(event.commandName)) commands.push(event.commandName);
  });
});

afterAll(async () => {
  await mongoose.disconnect();
});

describe('the send route’s kept sessions', () => {
  it('reads the user once, then answers from the process', async () => {
    const alice = await registerUser();
    expect(await reads(() => requireCachedSession(bearer(alice)))).toBe(1);
    expect(await reads(() => requireCachedSession(bearer(alice)))).toBe(0);
    expect(String((await requireCachedSession(bearer(alice))).user._id)).toBe(alice.id);
  });

  it('a socket’s setup reads its user once and keeps it (without the chat ids): the first send then reads nothing', async () => {
    const erin = await registerUser();
    let session: Awaited<ReturnType<typeof openSocketSession>> | undefined;
    expect(await reads(async () => (session = await openSocketSession(erin.token)))).toBeGreaterThanOrEqual(1);
    expect(session?.ok).toBe(true);
    let kept: Awaited<ReturnType<typeof requireCachedSession>> | undefined;
    expect(await reads(async () => (kept = await requireCachedSession(bearer(erin))))).toBe(0);
    expect(String(kept?.user._id)).toBe(erin.id);
    expect(kept?.user).not.toHaveProperty('chatIds');
    expect(kept?.user).not.toHaveProperty('passwordHash');
  });

  it('forgets a user on any write to them: a new session version ends the kept session at once', async () => {
    const bob = await registerUser();
    await requireCachedSession(bearer(bob));
    await User.updateOne({ _id: bob.id }, { $set: { sessionVersion: 12345 } });
    expect(await codeOf(requireCachedSession(bearer(bob)))).toBe('SESSION_ENDED');
  });

  it('forgets a deleted account', async () => {
    const carol = await registerUser();
    await requireCachedSession(bearer(carol));
    await User.deleteOne({ _id: carol.id });
    expect(await codeOf(requireCachedSession(bearer(carol)))).toBe('UNAUTHORIZED');
  });

  it('does not keep a read that a write to users overtook (it may hold the account as it was)', async () => {
    const dave = await registerUser();
    const reading = requireCachedSession(bearer(dave));
    forgetCachedSessions([dave.id]); // a write landed while the read ran
    await reading;
    expect(await reads(() => requireCachedSession(bearer(dave)))).toBe(1);
    expect(await reads(() => requireCachedSession(bearer(dave)))).toBe(0);
  });

  it('refuses a bad token before any read', async () => {
    expect(await codeOf(requireCachedSession('Bearer nonsense'))).toBe('UNAUTHORIZED');
    expect(await codeOf(requireCachedSession(null))).toBe('UNAUTHORIZED');
  });
});

describe('an end of sessions, as an event', () => {
  it('forgets the kept user even when no write to users was seen here (a raw write, another process)', async () => {
    const erin = await registerUser();
    await requireCachedSession(bearer(erin));
    // Past mongoose's hooks, as a write in another process is for this one.
    const state = newSessionState();
    await User.collection.updateOne({ _id: new mongoose.Types.ObjectId(erin.id) }, { $set: state });
    expect(await reads(() => requireCachedSession(bearer(erin)))).toBe(0); // still kept: nothing told this process
    await announceSessionsEnded({ userId: erin.id, sessionVersion: state.sessionVersion });
    expect(await codeOf(requireCachedSession(bearer(erin)))).toBe('SESSION_ENDED');
  });

  it('keeps nobody while Redis is not up, and forgets everyone when its state changes', async () => {
    const frank = await registerUser();
    await requireCachedSession(bearer(frank));
    setRedisState('hung');
    try {
      expect(await reads(() => requireCachedSession(bearer(frank)))).toBe(1);
      expect(await reads(() => requireCachedSession(bearer(frank)))).toBe(1);
    } finally {
      setRedisState('off');
    }
    expect(await reads(() => requireCachedSession(bearer(frank)))).toBe(1);
    expect(await reads(() => requireCachedSession(bearer(frank)))).toBe(0);
  });
});
