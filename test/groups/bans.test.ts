import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectBadInput, expectInvalid, expectNotFound } from '../support/errors';
import { expectError, expectOk, forChat, groupDoc, ids, makeGroup, socketsFor, unknownId, users } from './helpers';

const ban = (token: string, groupId: string, memberId: string, reason?: string) => api(`/group/${groupId}/ban`, { token, body: { memberId, ...(reason === undefined ? {} : { reason }) } });
const unban = (token: string, groupId: string, userId: string) => api(`/group/${groupId}/ban/${userId}`, { method: 'DELETE', token });
const bansOf = async (token: string, groupId: string) => expectOk(await api(`/group/${groupId}/bans`, { token })).bans;
const newInvite = async (token: string, groupId: string, body: Record<string, unknown> = {}) => expectOk(await api(`/group/${groupId}/invites`, { token, body })).invite;
const joinInvite = (token: string, code: string) => api('/group/join-invite', { token, body: { code } });

describe('bans', () => {
  it('an admin removes and bans with a reason; the banned user cannot come back by any link, old or new, nor be added', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, member, other] = await users(4);
    const groupId = await makeGroup(owner, [admin, member, other], { admins: [admin] });
    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: true } }));
    const oldInvite = await newInvite(owner.token, groupId);
    const memberSocket = await socketOf(member.token);

    const banned = expectOk(await ban(admin.token, groupId, member.id, '  spam links  '));
    expect(ids(banned.group.members.map((m: any) => m.id))).not.toContain(member.id);
    expect(ids((await groupDoc(groupId))!.members)).not.toContain(member.id);
    expect(await memberSocket.next('chat_updated', (c) => forChat(groupId)(c) && c.removed)).toMatchObject({ removed: true });
    const [row] = await bansOf(owner.token, groupId);
    expect(row).toMatchObject({ user: { id: member.id, username: member.username }, by: { id: admin.id }, reason: 'spam links' });
    expect(Date.parse(row.at)).toBeGreaterThan(Date.now() - 60_000);

    expectError(await api(`/group/join/${groupId}`, { token: member.token, body: {} }), 403, 'BANNED');
    expectError(await joinInvite(member.token, oldInvite.code), 403, 'BANNED');
    const fresh = await newInvite(admin.token, groupId, { maxUses: 5 });
    expectError(await joinInvite(member.token, fresh.code), 403, 'BANNED');
    expectError(await joinInvite(member.token, groupId), 403, 'BANNED');
    expectError(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: member.id } }), 403, 'BANNED');
    expect(ids((await groupDoc(groupId))!.members)).not.toContain(member.id);
    // the refused tries used up nothing
    expect(expectOk(await api(`/group/${groupId}/invites`, { token: owner.token })).invites.find((i: any) => i.code === fresh.code).uses).toBe(0);

    expectOk(await unban(admin.token, groupId, member.id));
    expect(await bansOf(owner.token, groupId)).toEqual([]);
    expectOk(await joinInvite(member.token, fresh.code));
    expect(ids((await groupDoc(groupId))!.members)).toContain(member.id);
    expectNotFound(await unban(admin.token, groupId, member.id), 'ban');
    expectNotFound(await unban(admin.token, groupId, 'not-an-id'), 'ban');
  });

  it('refusals: members ban and unban nobody, nobody bans the owner or themselves, an admin of another group unbans nothing here', async () => {
    const [owner, admin, member, other, outsiderAdmin] = await users(5);
    const groupId = await makeGroup(owner, [admin, member, other], { admins: [admin] });
    const otherGroup = await makeGroup(outsiderAdmin, [member]);
    expectError(await ban(member.token, groupId, other.id), 403, 'FORBIDDEN');
    expectError(await ban(admin.token, groupId, owner.id), 403, 'FORBIDDEN');
    expectError(await ban(admin.token, groupId, admin.id), 403, 'FORBIDDEN');
    expectError(await ban(outsiderAdmin.token, groupId, other.id), 403, 'NOT_A_MEMBER');
    expectNotFound(await ban(owner.token, groupId, unknownId()), 'user');
    expectInvalid(await ban(owner.token, groupId, other.id, 'x'.repeat(501)), 'reason', 'TOO_LONG');
    expectBadInput(await api(`/group/${groupId}/ban`, { token: owner.token, body: { memberId: 'nope' } }));
    expectOk(await ban(owner.token, groupId, other.id));
    expectError(await unban(member.token, groupId, other.id), 403, 'FORBIDDEN');
    expectError(await unban(outsiderAdmin.token, groupId, other.id), 403, 'NOT_A_MEMBER');
    // an admin's own group's bans are no business of another group
    expectNotFound(await unban(outsiderAdmin.token, otherGroup, other.id), 'ban');
    expectError(await api(`/group/${groupId}/bans`, { token: member.token }), 403, 'FORBIDDEN');
    expect((await bansOf(admin.token, groupId)).map((b: any) => b.user.id)).toEqual([other.id]);
    // someone who already left may be banned too
    expectOk(await api(`/group/${groupId}/leave`, { token: member.token, body: {} }));
    expectOk(await ban(admin.token, groupId, member.id, 'left to dodge'));
    expect((await bansOf(admin.token, groupId)).map((b: any) => b.user.id).sort()).toEqual([other.id, member.id].sort());
  });

  it('a banned member is out of the group call at once (the same drop as a removal)', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    const [so, sm] = await Promise.all([socketOf(owner.token), socketOf(member.token)]);
    expect(await so.emitWithAck('call:incoming', { chatId: groupId, isVideo: false })).toEqual({ ok: true });
    await sm.next('call:incoming');
    expect(await sm.emitWithAck('call:signal', { chatId: groupId, to: owner.id, signal: { type: 'answer', sdp: 'v=0 fake' } })).toEqual({ ok: true });
    expectOk(await ban(owner.token, groupId, member.id));
    expect(await sm.next('call:ended', (e) => e.from === member.id)).toMatchObject({ chatId: groupId, ended: true });
    expect(await sm.emitWithAck('call:signal', { chatId: groupId, to: owner.id, signal: { type: 'offer', sdp: 'v=0 fake' } })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
  });
});
