import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectNotFound } from '../support/errors';
import { expectError, expectOk, forChat, groupDoc, ids, makeGroup, send, socketsFor, unknownId, users } from './helpers';

describe('joining by link', () => {
  it('a public group: outsiders see a preview and join; a non-public one: 403 UNABLE_TO_JOIN', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member, outsider] = await users(3);
    const groupId = await makeGroup(owner, [member]);

    expectError(await api(`/group/${groupId}`, { token: outsider.token }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/group/join/${groupId}`, { token: outsider.token, body: {} }), 403, 'UNABLE_TO_JOIN');
    expect(ids((await groupDoc(groupId))!.members)).not.toContain(outsider.id);

    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: true } }));
    const preview = expectOk(await api(`/group/${groupId}`, { token: outsider.token })).group;
    expect(preview).toMatchObject({ id: groupId, public: true, isMember: false, memberCount: 2 });
    expect(preview).not.toHaveProperty('members');
    const outsiderSocket = await socketOf(outsider.token);
    const joined = expectOk(await api(`/group/join/${groupId}`, { token: outsider.token, body: {} }));
    expect(joined.group).toMatchObject({ id: groupId, myRole: 'member', memberCount: 3, isMember: true });
    await outsiderSocket.next('new_chat', forChat(groupId));
    // joining twice changes nothing
    expect(expectOk(await api(`/group/join/${groupId}`, { token: outsider.token, body: {} })).group.memberCount).toBe(3);

    // public off again: nobody else gets in
    const [late] = await users(1);
    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: false } }));
    expectError(await api(`/group/join/${groupId}`, { token: late.token, body: {} }), 403, 'UNABLE_TO_JOIN');
    expectNotFound(await api(`/group/join/${unknownId()}`, { token: late.token, body: {} }), 'group');
    expect((await api(`/group/join/${groupId}`, { body: {} })).status).toBe(401);
  });

  it('the support group of GET /config is public and joinable', async () => {
    const [user] = await users(1);
    const config = expectOk(await api('/config'));
    expect(config.supportGroupId).toMatch(/^[0-9a-f]{24}$/);
    const preview = expectOk(await api(`/group/${config.supportGroupId}`, { token: user.token })).group;
    expect(preview).toMatchObject({ public: true, isMember: false, isSupport: true });
    const joined = expectOk(await api(`/group/join/${config.supportGroupId}`, { token: user.token, body: {} })).group;
    expect(joined).toMatchObject({ id: config.supportGroupId, isMember: true, myRole: 'member' });
    expectOk(await send(user, config.supportGroupId, 'I need help'));
    const mine = expectOk(await api('/chat/my-chats', { token: user.token })).chats.map((c: any) => c.id);
    expect(mine).toContain(config.supportGroupId);
    // and the way out works like in any group
    expectOk(await api(`/group/${config.supportGroupId}/leave`, { token: user.token, body: {} }));
  });
});
