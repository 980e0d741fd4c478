import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backfillUsernameSkeletons } from '@/lib/startup/username-skeletons';
import { usernameSkeleton } from '@/lib/users/username-skeleton';
import { User } from '@/models/User';

// The start-up backfill: accounts from before look-alike checks get their
// usernameSkeleton before the unique index on it is built, even where two old names look alike.
// Runs against a database of its own on the test run's server, with no indexes yet, as an old
// database would be.

const dbName = `backfill_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  await mongoose.connect(inject('mongoUri'), { dbName, autoIndex: false, retryWrites: false });
});

afterAll(async () => {
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});

const oldUser = (username: string, createdAt: string) => ({
  _id: new mongoose.Types.ObjectId(),
  username,
  usernameLower: username.toLowerCase(),
  email: `${randomBytes(4).toString('hex')}@example.test`,
  passwordHash: 'x',
  createdAt: new Date(createdAt),
});

describe('usernameSkeleton backfill', () => {
  it('the skeleton maps look-alikes to one name', () => {
    expect(usernameSkeleton('Owner1')).toBe('owner1');
    expect(usernameSkeleton('\u043ewner1')).toBe('owner1');
    expect(usernameSkeleton('\uff4f\uff57\uff4e\uff45\uff52\uff11')).toBe('owner1');
    expect(usernameSkeleton('\u039fWNER1')).toBe('owner1');
    expect(usernameSkeleton('Nguyễn_Văn.An')).toBe('nguyễn_văn.an');
    expect(usernameSkeleton('张伟')).toBe('张伟');
  });

  it('fills missing skeletons, the older of two look-alikes keeps the plain one, and the unique index can then be built', async () => {
    const older = oldUser('paypal', '2020-01-01');
    const newer = oldUser('p\u0430yp\u0430l', '2021-01-01');
    const other = oldUser('Someone', '2022-01-01');
    const done = { ...oldUser('already', '2019-01-01'), usernameSkeleton: 'already' };
    await User.collection.insertMany([newer, other, older, done]);

    expect(await backfillUsernameSkeletons()).toBe(3);
    const skeletons = Object.fromEntries(
      (await User.collection.find({}, { projection: { username: 1, usernameSkeleton: 1 } }).toArray()).map((u) => [u.username, u.usernameSkeleton]),
    );
    expect(skeletons).toEqual({ paypal: 'paypal', 'p\u0430yp\u0430l': `paypal#${String(newer._id)}`, Someone: 'someone', already: 'already' });

    await User.createIndexes();
    await expect(User.collection.insertOne({ ...oldUser('PAYPAL2', '2023-01-01'), usernameSkeleton: 'paypal' })).rejects.toMatchObject({ code: 11000 });
    // A second start finds nothing to do.
    expect(await backfillUsernameSkeletons()).toBe(0);
  });
});
