import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectNotFound } from '../support/errors';
import { expectError, expectOk, forChat, groupDoc, ids, makeGroup, socketsFor, users } from './helpers';

const approvalLink = async (token: string, groupId: string, body: Record<string, unknown> = {}) =>
  expectOk(await api(`/group/${groupId}/invites`, { token, body: { requiresApproval: true, ...body } })).invite;
const joinInvite = (token: string, code: string) => api('/group/join-invite', { token, body: { code } });
const requestsOf = async (token: string, groupId: string) => expectOk(await api(`/group/${groupId}/join-requests`, { token })).requests;
const decide = (token: string, groupId: string, userId: string, approve: unknown) => api(`/group/${groupId}/join-requests/${userId}`, { token, body: { approve } });

describe('join requests', () => {
  it('a link that requires approval queues the user; admins are told live; an approval lets them in and tells them', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, member, asker] = await users(4);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    const invite = await approvalLink(admin.token, groupId, { maxUses: 5 });
    const [ownerSocket, adminSocket, memberSocket, askerSocket] = await Promise.all([owner, admin, member, asker].map((u) => socketOf(u.token)));

    const asked = expectOk(await joinInvite(asker.token, invite.code));
    expect(asked.request).toMatchObject({ chatId: groupId });
    expect(asked).not.toHaveProperty('chat');
    for (const socket of [ownerSocket, adminSocket]) {
      expect(await socket.next('join_request', (e) => e.chatId === groupId)).toMatchObject({ status: 'pending', request: { user: { id: asker.id, username: asker.username } } });
    }
    expect(await memberSocket.receives('join_request', 300)).toBe(false);
    expect(ids((await groupDoc(groupId))!.members)).not.toContain(asker.id);
    // asking again keeps the one request and uses the link once
    expect(expectOk(await joinInvite(asker.token, invite.code)).request.at).toBe(asked.request.at);
    const [row] = await requestsOf(admin.token, groupId);
    expect(row).toMatchObject({ user: { id: asker.id }, at: asked.request.at });
    expect((await expectOk(await api(`/group/${groupId}/invites`, { token: owner.token }))).invites[0].uses).toBe(1);
    expectError(await api(`/group/${groupId}/join-requests`, { token: member.token }), 403, 'FORBIDDEN');
    expectError(await decide(member.token, groupId, asker.id, true), 403, 'FORBIDDEN');
    expectError(await api(`/group/${groupId}/join-requests/${asker.id}`, { token: admin.token, body: { approve: 'yes' } }), 400, 'VALIDATION_ERROR');

    const approved = expectOk(await decide(admin.token, groupId, asker.id, true));
    expect(ids(approved.group.members.map((m: any) => m.id))).toContain(asker.id);
    expect(await askerSocket.next('join_request_decided', (e) => e.chatId === groupId)).toMatchObject({ approved: true });
    await askerSocket.next('new_chat', forChat(groupId));
    expect(await ownerSocket.next('join_request', (e) => e.status === 'approved')).toMatchObject({ chatId: groupId, request: { user: { id: asker.id } } });
    expect(await requestsOf(owner.token, groupId)).toEqual([]);
    expectNotFound(await decide(owner.token, groupId, asker.id, true), 'joinRequest');
  });

  it('a declined request: the user is told, stays out, and may ask again', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, asker] = await users(2);
    const groupId = await makeGroup(owner, []);
    const invite = await approvalLink(owner.token, groupId);
    const askerSocket = await socketOf(asker.token);
    expectOk(await joinInvite(asker.token, invite.code));
    expectOk(await decide(owner.token, groupId, asker.id, false));
    expect(await askerSocket.next('join_request_decided', (e) => e.chatId === groupId)).toMatchObject({ approved: false });
    expect(ids((await groupDoc(groupId))!.members)).not.toContain(asker.id);
    expect(await requestsOf(owner.token, groupId)).toEqual([]);
    expectOk(await joinInvite(asker.token, invite.code));
    expect((await requestsOf(owner.token, groupId)).map((r: any) => r.user.id)).toEqual([asker.id]);
    const log = expectOk(await api(`/group/${groupId}/log`, { token: owner.token })).entries;
    expect(log.filter((e: any) => e.action === 'join_declined').map((e: any) => e.target.id)).toEqual([asker.id]);
  });

  it('banning someone who waits drops their request; a used-up approval link takes no more requests', async () => {
    const [owner, asker, late] = await users(3);
    const groupId = await makeGroup(owner, []);
    const invite = await approvalLink(owner.token, groupId, { maxUses: 1 });
    expectOk(await joinInvite(asker.token, invite.code));
    expectError(await joinInvite(late.token, invite.code), 410, 'INVITE_EXPIRED');
    expectOk(await api(`/group/${groupId}/ban`, { token: owner.token, body: { memberId: asker.id } }));
    expect(await requestsOf(owner.token, groupId)).toEqual([]);
    expectNotFound(await decide(owner.token, groupId, asker.id, true), 'joinRequest');
    expectError(await joinInvite(asker.token, invite.code), 403, 'BANNED');
  });
});
