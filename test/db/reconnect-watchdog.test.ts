import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { connectDb, databaseAnswers, disconnectDb } from '@/lib/db/connect';
import { watchDatabaseConnection } from '@/lib/db/reconnect-watchdog';
import { User } from '@/models/User';

// A connection that will not come back by itself while the database answers (here: its client
// closed under it, which the driver never reopens) is replaced by the watchdog.

beforeAll(async () => {
  process.env.MONGODB_URI = inject('mongoUri');
  await connectDb();
});
afterAll(async () => {
  await disconnectDb();
});

describe('the database connection watchdog', () => {
  it('replaces a connection that stays down while the database answers a new one', async () => {
    expect(await databaseAnswers()).toBe(true);
    await mongoose.connection.getClient().close();
    expect(await databaseAnswers()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await databaseAnswers()).toBe(false); // it does not come back by itself
    const stop = watchDatabaseConnection({ checkEveryMs: 100, stuckAfterMs: 500 });
    try {
      await vi.waitFor(async () => expect(await databaseAnswers()).toBe(true), { timeout: 10_000, interval: 100 });
      expect(await User.countDocuments({})).toBeGreaterThanOrEqual(0);
    } finally {
      stop();
    }
  });
});
