import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectOk, makeGroup, socketsFor, users } from './helpers';

describe('hidden member list', () => {
  it('plain members get memberCount and hideMemberList but no members; admins and the owner still get them', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, member] = await users(3);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    const [memberSocket, adminSocket] = await Promise.all([socketOf(member.token), socketOf(admin.token)]);
    expect(expectOk(await api(`/group/${groupId}`, { token: member.token })).group.members).toHaveLength(3);

    expectOk(await api(`/group/${groupId}/hide-member-list`, { token: admin.token, body: { hide: true } }));
    const seen = expectOk(await api(`/group/${groupId}`, { token: member.token })).group;
    expect(seen).not.toHaveProperty('members');
    expect(seen.memberCount).toBe(3);
    expect(seen.hideMemberList).toBe(true);
    for (const who of [owner, admin]) {
      const full = expectOk(await api(`/group/${groupId}`, { token: who.token })).group;
      expect(full.members.map((m: any) => m.id).sort()).toEqual([owner.id, admin.id, member.id].sort());
    }
    // the live update and the chat list follow the same rule
    const memberUpdate = await memberSocket.next('chat_updated', (c: any) => c.id === groupId && c.hideMemberList);
    expect(memberUpdate).not.toHaveProperty('members');
    expect(memberUpdate.memberCount).toBe(3);
    const adminUpdate = await adminSocket.next('chat_updated', (c: any) => c.id === groupId && c.hideMemberList);
    expect(adminUpdate.members).toHaveLength(3);
    const listed = expectOk(await api('/chat/my-chats', { token: member.token })).chats.find((c: any) => c.id === groupId);
    expect(listed).not.toHaveProperty('members');

    expectOk(await api(`/group/${groupId}/hide-member-list`, { token: owner.token, body: { hide: false } }));
    expect(expectOk(await api(`/group/${groupId}`, { token: member.token })).group.members).toHaveLength(3);
    expect((await api(`/group/${groupId}/hide-member-list`, { token: owner.token, body: { hide: 'yes' } })).status).toBe(400);
  });
});
