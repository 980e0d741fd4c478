import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import type { Reason, ValidationText } from '@/lib/validations/issue';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound } from '../support/errors';
import { expectError, expectOk, fileStatus, makeGroup, unknownId, users } from '../groups/helpers';
import { badgeForm, requestBadge, userFields, type Fields } from './helpers';

describe('sending a badge request', () => {
  it('a valid request is stored pending with its document image; not signed in: 401', async () => {
    const [user] = await users(1);
    const data = await requestBadge(user, userFields(user, { email: `  ${user.email.toUpperCase()} ` }));
    expect(data).toMatchObject({ badgeType: 'user', userId: user.id, status: 'pending', email: user.email, phone: '+84 912 345 678', note: '' });
    expect(data.id).toBe(data._id);
    expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);
    expect(await fileStatus(data.fileUrl)).toBe(200);
    expect((await api('/badge-request', { body: badgeForm(userFields(user)) })).status).toBe(401);
  });

  it('each missing field is named, with its own text, and nothing is kept of a refused request', async () => {
    const [user, other] = await users(2);
    const groupId = await makeGroup(user, [other]);
    const groupFields: Fields = { badgeType: 'group', groupId, fullname: 'Our group', email: user.email, phone: '0912345678' };
    const cases: Array<[string, Fields, boolean, string, Reason, ValidationText]> = [
      ['badgeType', { ...userFields(user), badgeType: undefined }, true, 'badgeType', 'REQUIRED', 'badgeTypeRequired'],
      ['badgeType (unknown)', { ...userFields(user), badgeType: 'vip' }, true, 'badgeType', 'INVALID_FORMAT', 'badgeTypeRequired'],
      ['userId', { ...userFields(user), userId: undefined }, true, 'userId', 'REQUIRED', 'userIdRequired'],
      ['userId (blank)', { ...userFields(user), userId: '  ' }, true, 'userId', 'REQUIRED', 'userIdRequired'],
      ['groupId', { ...groupFields, groupId: undefined }, true, 'groupId', 'REQUIRED', 'groupIdRequired'],
      ['groupId (a user id is no group id)', { ...groupFields, groupId: undefined, userId: user.id }, true, 'groupId', 'REQUIRED', 'groupIdRequired'],
      ['fullname', { ...userFields(user), fullname: undefined }, true, 'fullname', 'REQUIRED', 'fullnameRequired'],
      ['fullname (blank)', { ...userFields(user), fullname: '   ' }, true, 'fullname', 'REQUIRED', 'fullnameRequired'],
      ['email', { ...userFields(user), email: undefined }, true, 'email', 'REQUIRED', 'emailRequired'],
      ['phone', { ...userFields(user), phone: undefined }, true, 'phone', 'REQUIRED', 'phoneRequired'],
      ['phone (group)', { ...groupFields, phone: '' }, true, 'phone', 'REQUIRED', 'phoneRequired'],
      ['file', userFields(user), false, 'file', 'REQUIRED', 'fileRequired'],
    ];
    for (const [, fields, withFile, field, reason, text] of cases) {
      expectInvalid(await api('/badge-request', { token: user.token, body: badgeForm(fields, withFile ? undefined : null) }), field, reason, text);
    }
    const badEmail = await api('/badge-request', { token: user.token, body: badgeForm(userFields(user, { email: 'not-an-email' })) });
    expectInvalid(badEmail, 'email', 'INVALID_FORMAT', 'emailInvalid');
    const badPhone = await api('/badge-request', { token: user.token, body: badgeForm(userFields(user, { phone: 'call me' })) });
    expectInvalid(badPhone, 'phone', 'INVALID_FORMAT', 'phoneInvalid');
    expectError(
      await api('/badge-request', { token: user.token, body: badgeForm(userFields(user), { bytes: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'), type: 'application/pdf', name: 'id.pdf' }) }),
      415,
      'UNSUPPORTED_FILE_TYPE',
    );
    const db = await testDb();
    expect(await db.collection('badgerequests').countDocuments({ requestedBy: new ObjectId(user.id) })).toBe(0);
    expect(await db.collection('uploadedfiles').countDocuments({ uploadedBy: new ObjectId(user.id) })).toBe(0);

    // and the same request with every field is accepted, for a user and for a group
    await requestBadge(user, userFields(user));
    expect((await requestBadge(user, groupFields)).groupId).toBe(groupId);
  });

  it('an unknown account: 404 NOT_FOUND (user); an unknown group, or a one-to-one chat: 404 NOT_FOUND (group)', async () => {
    const [user, friend] = await users(2);
    expectNotFound(await api('/badge-request', { token: user.token, body: badgeForm(userFields(user, { userId: unknownId() })) }), 'user');
    const group: Fields = { badgeType: 'group', fullname: 'G', email: user.email, phone: '0912345678' };
    expectNotFound(await api('/badge-request', { token: user.token, body: badgeForm({ ...group, groupId: unknownId() }) }), 'group');
    const direct = expectOk(await api('/chat/create', { token: user.token, body: { members: [friend.id], type: 'single' } })).chat.id;
    expectNotFound(await api('/badge-request', { token: user.token, body: badgeForm({ ...group, groupId: direct }) }), 'group');
    expect(await (await testDb()).collection('badgerequests').countDocuments({ requestedBy: new ObjectId(user.id) })).toBe(0);
  });
});
