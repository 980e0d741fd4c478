import mongoose from 'mongoose';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migratePublicLinks } from '@/lib/startup/migrations';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { expectOk, insertGroup, users } from './helpers';

// Groups made public before invite links: their link (/group/{id}) becomes an invite at start-up.

beforeAll(async () => {
  await mongoose.connect(inject('mongoUri'), { retryWrites: false });
});

afterAll(async () => {
  await mongoose.disconnect();
});

describe('start-up migration of public links', () => {
  it('gives each public group its link as an invite, once, even when two processes run it at once; the old link keeps working', async () => {
    const [owner, joiner] = await users(2);
    const groupId = await insertGroup(owner, []);
    const db = await testDb();
    await db.collection('chats').updateOne({ _id: new ObjectId(groupId) }, { $set: { public: true } });
    const lines: string[] = [];
    const [first, second] = await Promise.all([migratePublicLinks((l) => lines.push(l)), migratePublicLinks((l) => lines.push(l))]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await db.collection('groupinvites').find({ code: groupId }).toArray()).toEqual([
      expect.objectContaining({ chatId: new ObjectId(groupId), createdBy: new ObjectId(owner.id), uses: 0, maxUses: null, requiresApproval: false, revokedAt: null }),
    ]);
    // run again (the next start): nothing more
    await migratePublicLinks(() => undefined);
    expect(await db.collection('groupinvites').countDocuments({ code: groupId })).toBe(1);
    expectOk(await api(`/group/join/${groupId}`, { token: joiner.token, body: {} }));
    const [link] = expectOk(await api(`/group/${groupId}/invites`, { token: owner.token })).invites;
    expect(link).toMatchObject({ code: groupId, isPublicLink: true, uses: 1 });
  });
});
