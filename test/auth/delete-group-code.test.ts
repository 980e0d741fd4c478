import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api, registerUser, requestCode, uniqueName } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound } from '../support/errors';
import { expectBadInput, expectError, expectOk, otpRow } from './helpers';

describe.concurrent('POST /auth/send-otp-delete-group', () => {
  async function insertGroup(owner: string, members: string[]) {
    const db = await testDb();
    const result = await db.collection('chats').insertOne({
      type: 'group',
      name: uniqueName('group'),
      members: [owner, ...members].map((id) => new ObjectId(id)),
      owner: new ObjectId(owner),
      admins: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return String(result.insertedId);
  }

  it('mails the owner a code for their own address', async () => {
    const owner = await registerUser();
    const groupId = await insertGroup(owner.id, []);
    const otp = await requestCode('/auth/send-otp-delete-group', { email: owner.email, groupId }, owner.token);
    expect(otp).toMatch(/^\d{6}$/);
    const row = await otpRow(owner.email, 'delete-group');
    expect(row).not.toBeNull();
    expect(row!.codeHash).not.toContain(otp);
  });

  it('a member who is not the owner (even an admin): 403 FORBIDDEN', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    const groupId = await insertGroup(owner.id, [member.id]);
    await (await testDb()).collection('chats').updateOne({ _id: new ObjectId(groupId) }, { $set: { admins: [new ObjectId(member.id)] } });
    expectError(await api('/auth/send-otp-delete-group', { body: { email: member.email, groupId }, token: member.token }), 403, 'FORBIDDEN');
    expect(await otpRow(member.email, 'delete-group')).toBeNull();
  });

  it('the owner with somebody else\'s address: 400 WRONG_EMAIL', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const groupId = await insertGroup(owner.id, [other.id]);
    expectError(await api('/auth/send-otp-delete-group', { body: { email: other.email, groupId }, token: owner.token }), 400, 'WRONG_EMAIL');
  });

  it('unknown group: 404 NOT_FOUND (group); a one-to-one chat is not a group', async () => {
    const owner = await registerUser();
    expectNotFound(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: new ObjectId().toHexString() }, token: owner.token }), 'group');
    const db = await testDb();
    const single = await db.collection('chats').insertOne({ type: 'single', members: [new ObjectId(owner.id)], owner: new ObjectId(owner.id), admins: [] });
    expectNotFound(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: String(single.insertedId) }, token: owner.token }), 'group');
  });

  it('bad group id, missing fields, injection: 400; no token: 401', async () => {
    const owner = await registerUser();
    const groupId = await insertGroup(owner.id, []);
    expectError(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: 'nope' }, token: owner.token }), 400, 'VALIDATION_ERROR');
    expectError(await api('/auth/send-otp-delete-group', { body: { email: owner.email }, token: owner.token }), 400, 'VALIDATION_ERROR');
    expectBadInput(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId: { $ne: null } }, token: owner.token }));
    expectInvalid(await api('/auth/send-otp-delete-group', { body: { groupId }, token: owner.token }), 'email', 'REQUIRED', 'emailRequired');
    expectError(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId } }), 401, 'UNAUTHORIZED');
  });

  it('keeps the 60 s rule', async () => {
    const owner = await registerUser();
    const groupId = await insertGroup(owner.id, []);
    expectOk(await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId }, token: owner.token }));
    const again = await api('/auth/send-otp-delete-group', { body: { email: owner.email, groupId }, token: owner.token });
    expectError(again, 429, 'OTP_TOO_SOON');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
