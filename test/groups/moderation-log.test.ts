import mongoose from 'mongoose';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { purgeOldLogEntries } from '@/lib/moderation/record-action';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { expectBadInput } from '../support/errors';
import { expectError, expectOk, fileForm, inFuture, makeGroup, pngBytes, sendOk, users } from './helpers';

const logOf = async (token: string, groupId: string, query = '') => expectOk(await api(`/group/${groupId}/log${query}`, { token }));

beforeAll(async () => {
  await mongoose.connect(inject('mongoUri'), { retryWrites: false });
});

afterAll(async () => {
  await mongoose.disconnect();
});

describe('moderation log', () => {
  it('has every admin action with who, when, on whom and what changed, newest first', async () => {
    const [owner, admin, member, added, leaver] = await users(5);
    const groupId = await makeGroup(owner, [admin, member, leaver]);
    const g = (path: string) => `/group/${groupId}/${path}`;
    const started = Date.now();
    expectOk(await api('/group/rename-group', { token: owner.token, body: { groupId, newName: 'Renamed' } }));
    expectOk(await api(g('change-avatar'), { method: 'PUT', token: owner.token, body: fileForm('avatar', await pngBytes(), 'image/png', 'a.png') }));
    expectOk(await api(g('admins'), { token: owner.token, body: { userId: admin.id } }));
    expectOk(await api(g('members'), { token: admin.token, body: { userId: added.id } }));
    const until = inFuture(3_600_000);
    expectOk(await api(g('mute-member'), { token: admin.token, body: { memberId: member.id, mute: until } }));
    expectOk(await api(g('mute-member'), { token: admin.token, body: { memberId: member.id, mute: false } }));
    expectOk(await api(g('mute-all'), { token: admin.token, body: { until } }));
    expectOk(await api(g('unmute-all'), { token: admin.token, body: {} }));
    expectOk(await api(g('hide-member-list'), { token: admin.token, body: { hide: true } }));
    expectOk(await api(g('join-leave-notice'), { token: admin.token, body: { show: true } })); // unchanged: no entry
    expectOk(await api(g('public'), { method: 'PATCH', token: admin.token, body: { value: true } }));
    const message = await sendOk(member, groupId, 'pin me');
    expectOk(await api(`/chat/${groupId}/pin-message`, { token: admin.token, body: { messageId: message, scope: 'all' } }));
    expectOk(await api(`/chat/${groupId}/pin-message`, { token: member.token, body: { messageId: message, scope: 'me' } })); // one's own pin: no entry
    expectOk(await api(`/chat/${groupId}/unpin-message`, { token: admin.token, body: { messageId: message, scope: 'all' } }));
    expectOk(await api(g(`members/${added.id}`), { method: 'DELETE', token: admin.token }));
    expectOk(await api(g('leave'), { token: leaver.token, body: {} }));
    expectOk(await api(g(`admins/${admin.id}`), { method: 'DELETE', token: owner.token }));
    expectOk(await api(g('transfer-owner'), { token: owner.token, body: { newOwnerId: admin.id } }));

    const { entries, hasMore } = await logOf(admin.token, groupId);
    expect(hasMore).toBe(false);
    const rows = entries.map((e: any) => [e.action, e.actor?.id, e.target?.id, e.details]);
    expect(rows).toEqual([
      ['owner_transferred', owner.id, admin.id, null],
      ['role_changed', owner.id, admin.id, { role: 'member' }],
      ['member_left', leaver.id, undefined, null],
      ['member_removed', admin.id, added.id, null],
      ['unpin', admin.id, member.id, { messageId: message }],
      ['pin', admin.id, member.id, { messageId: message }],
      ['settings_changed', admin.id, undefined, { setting: 'public', value: true }],
      ['settings_changed', admin.id, undefined, { setting: 'hideMemberList', value: true }],
      ['mute_all', admin.id, undefined, { until: null }],
      ['mute_all', admin.id, undefined, { until }],
      ['member_unmuted', admin.id, member.id, null],
      ['member_muted', admin.id, member.id, { until }],
      ['member_added', admin.id, added.id, null],
      ['role_changed', owner.id, admin.id, { role: 'admin' }],
      ['avatar', owner.id, undefined, null],
      ['rename', owner.id, undefined, { from: `g ${owner.username}`, to: 'Renamed' }],
    ]);
    expect(entries[0].actor).toMatchObject({ username: owner.username });
    expect(entries.every((e: any) => Date.parse(e.at) >= started - 1000 && e.id.length === 24)).toBe(true);
  });

  it('pages with before and limit; owner and admins only', async () => {
    const [owner, member, outsider] = await users(3);
    const groupId = await makeGroup(owner, [member]);
    for (const seconds of [10, 30, 60, 300, 900]) expectOk(await api(`/group/${groupId}/slow-mode`, { method: 'PUT', token: owner.token, body: { seconds } }));
    const first = await logOf(owner.token, groupId, '?limit=2');
    expect(first.entries.map((e: any) => e.details.to)).toEqual([900, 300]);
    expect(first.hasMore).toBe(true);
    const second = await logOf(owner.token, groupId, `?limit=2&before=${first.entries[1].id}`);
    expect(second.entries.map((e: any) => e.details.to)).toEqual([60, 30]);
    const last = await logOf(owner.token, groupId, `?limit=2&before=${second.entries[1].id}`);
    expect(last).toMatchObject({ hasMore: false });
    expect(last.entries.map((e: any) => e.details.to)).toEqual([10]);
    expect((await logOf(owner.token, groupId, '?limit=1000')).entries).toHaveLength(5);
    expectBadInput(await api(`/group/${groupId}/log?before=nope`, { token: owner.token }));
    expectBadInput(await api(`/group/${groupId}/log?limit=0`, { token: owner.token }));
    expectError(await api(`/group/${groupId}/log`, { token: member.token }), 403, 'FORBIDDEN');
    expectError(await api(`/group/${groupId}/log`, { token: outsider.token }), 403, 'NOT_A_MEMBER');
  });

  it('keeps entries a year: the periodic purge removes older ones', async () => {
    const [owner] = await users(1);
    const groupId = await makeGroup(owner, []);
    const db = await testDb();
    const day = 24 * 60 * 60 * 1000;
    const entry = (ageDays: number) => ({ _id: new ObjectId(), chatId: new ObjectId(groupId), actor: new ObjectId(owner.id), action: 'rename', target: null, details: { from: 'a', to: `${ageDays} days` }, at: new Date(Date.now() - ageDays * day) });
    await db.collection('moderationlogs').insertMany([entry(400), entry(366), entry(364), entry(1)]);
    expect(await purgeOldLogEntries()).toBeGreaterThanOrEqual(2);
    expect((await logOf(owner.token, groupId)).entries.map((e: any) => e.details.to).sort()).toEqual(['1 days', '364 days']);
  });
});
