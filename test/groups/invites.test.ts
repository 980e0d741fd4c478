import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { expectBadInput, expectInvalid, expectNotFound } from '../support/errors';
import { expectError, expectOk, forChat, groupDoc, ids, inFuture, makeGroup, socketsFor, users } from './helpers';

const createInvite = (token: string, groupId: string, body: Record<string, unknown> = {}) => api(`/group/${groupId}/invites`, { token, body });
const invitesOf = async (token: string, groupId: string) => expectOk(await api(`/group/${groupId}/invites`, { token })).invites;
const joinInvite = (token: string, code: string) => api('/group/join-invite', { token, body: { code } });

/** Lets an invite's expiry pass now, as if its time had come (no test waits for one). */
async function expireInvite(code: string) {
  const result = await (await testDb()).collection('groupinvites').updateOne({ code }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  expect(result.modifiedCount).toBe(1);
}

describe('invite links', () => {
  it('several per group, each with its own expiry, limit and uses; listed for owner and admins only', async () => {
    const [owner, admin, member] = await users(3);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    const expiresAt = inFuture(3_600_000);
    const limited = expectOk(await createInvite(admin.token, groupId, { maxUses: 2 })).invite;
    const expiring = expectOk(await createInvite(owner.token, groupId, { expiresAt, requiresApproval: true })).invite;
    expect(limited).toMatchObject({ maxUses: 2, uses: 0, expiresAt: null, requiresApproval: false, createdBy: admin.id, url: `/invite/${limited.code}`, isPublicLink: false });
    expect(expiring).toMatchObject({ maxUses: null, expiresAt, requiresApproval: true, createdBy: owner.id });
    expect(limited.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(limited.code).not.toBe(expiring.code);
    expect((await invitesOf(owner.token, groupId)).map((i: any) => i.code)).toEqual([expiring.code, limited.code]);

    expectError(await createInvite(member.token, groupId), 403, 'FORBIDDEN');
    expectError(await api(`/group/${groupId}/invites`, { token: member.token }), 403, 'FORBIDDEN');
    expectError(await api(`/group/${groupId}/invites/${limited.code}`, { method: 'DELETE', token: member.token }), 403, 'FORBIDDEN');
    expectInvalid(await createInvite(owner.token, groupId, { expiresAt: new Date(Date.now() - 1000).toISOString() }), 'expiresAt', 'NOT_IN_FUTURE');
    expectInvalid(await createInvite(owner.token, groupId, { maxUses: 0 }), 'maxUses', 'INVALID_FORMAT');
    expectInvalid(await createInvite(owner.token, groupId, { maxUses: 1.5 }), 'maxUses', 'INVALID_FORMAT');
    expectInvalid(await createInvite(owner.token, groupId, { requiresApproval: 'yes' }), 'requiresApproval', 'INVALID_FORMAT');
  });

  it('joining counts a use; a used-up, expired or revoked link answers 410 INVITE_EXPIRED; an unknown one 404', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, a, b, c, d] = await users(5);
    const groupId = await makeGroup(owner, []);
    const limited = expectOk(await createInvite(owner.token, groupId, { maxUses: 2 })).invite;
    const socketA = await socketOf(a.token);
    const joined = expectOk(await joinInvite(a.token, limited.code));
    expect(joined.chat).toMatchObject({ id: groupId });
    await socketA.next('new_chat', forChat(groupId));
    // joining again as a member changes nothing and uses nothing
    expectOk(await joinInvite(a.token, limited.code));
    expectOk(await joinInvite(b.token, limited.code));
    expectError(await joinInvite(c.token, limited.code), 410, 'INVITE_EXPIRED');
    expect((await invitesOf(owner.token, groupId)).find((i: any) => i.code === limited.code).uses).toBe(2);

    const expiring = expectOk(await createInvite(owner.token, groupId, { expiresAt: inFuture(3_600_000) })).invite;
    await expireInvite(expiring.code);
    expectError(await joinInvite(c.token, expiring.code), 410, 'INVITE_EXPIRED');

    const revoked = expectOk(await createInvite(owner.token, groupId)).invite;
    expectOk(await api(`/group/${groupId}/invites/${revoked.code}`, { method: 'DELETE', token: owner.token }));
    expectError(await joinInvite(d.token, revoked.code), 410, 'INVITE_EXPIRED');
    expect((await invitesOf(owner.token, groupId)).map((i: any) => i.code)).not.toContain(revoked.code);
    expectNotFound(await api(`/group/${groupId}/invites/${revoked.code}`, { method: 'DELETE', token: owner.token }), 'invite');
    expectNotFound(await joinInvite(d.token, 'AAAAAAAAAAAAAAAA'), 'invite');
    expectBadInput(await joinInvite(d.token, 'no spaces allowed'));
    expectBadInput(await api('/group/join-invite', { token: d.token, body: { code: { $gt: '' } } }));
    expect(ids((await groupDoc(groupId))!.members).sort()).toEqual([owner.id, a.id, b.id].sort());
    // An admin of another group cannot revoke this group's link.
    const [stranger] = await users(1);
    const strangerGroup = await makeGroup(stranger, []);
    expectNotFound(await api(`/group/${strangerGroup}/invites/${limited.code}`, { method: 'DELETE', token: stranger.token }), 'invite');
    expect((await api('/group/join-invite', { body: { code: limited.code } })).status).toBe(401);
  });

  it('the public link is one of them: switched by the public setting, revocable, and the old join path still works', async () => {
    const [owner, a, b, c] = await users(4);
    const groupId = await makeGroup(owner, []);
    expect(await invitesOf(owner.token, groupId)).toEqual([]);
    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: true } }));
    const [link] = await invitesOf(owner.token, groupId);
    expect(link).toMatchObject({ code: groupId, url: `/group/${groupId}`, isPublicLink: true, maxUses: null, expiresAt: null, requiresApproval: false });
    expect(expectOk(await api(`/group/join/${groupId}`, { token: a.token, body: {} })).group).toMatchObject({ isMember: true });
    expectOk(await joinInvite(b.token, groupId));
    expect((await invitesOf(owner.token, groupId))[0].uses).toBe(2);
    // revoking it turns public join off
    expectOk(await api(`/group/${groupId}/invites/${groupId}`, { method: 'DELETE', token: owner.token }));
    expect(expectOk(await api(`/group/${groupId}`, { token: owner.token })).group.public).toBe(false);
    expectError(await api(`/group/join/${groupId}`, { token: c.token, body: {} }), 403, 'UNABLE_TO_JOIN');
    expectError(await joinInvite(c.token, groupId), 410, 'INVITE_EXPIRED');
    // on again: the same link, its uses kept
    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: true } }));
    expect((await invitesOf(owner.token, groupId))[0]).toMatchObject({ code: groupId, uses: 2 });
    expectOk(await api(`/group/join/${groupId}`, { token: c.token, body: {} }));
    const stored = await (await testDb()).collection('groupinvites').countDocuments({ chatId: new ObjectId(groupId) });
    expect(stored).toBe(1);
  });
});
