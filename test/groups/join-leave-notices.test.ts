import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectOk, groupDoc, ids, makeGroup, messagesOf, socketsFor, users } from './helpers';

describe('join/leave notices', () => {
  const systemEvents = async (groupId: string) => (await messagesOf(groupId)).filter((m) => m.type === 'system').map((m) => m.system?.event);

  it('on (the default): system messages for join, add, leave and removal, sent live to members', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member, joiner, added, leaver] = await users(5);
    const groupId = await makeGroup(owner, [member, leaver]);
    const memberSocket = await socketOf(member.token);
    expect(expectOk(await api(`/group/${groupId}`, { token: owner.token })).group.showJoinLeaveNotice).toBe(true);
    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: true } }));

    expectOk(await api(`/group/join/${groupId}`, { token: joiner.token, body: {} }));
    const joined = await memberSocket.next('receive_message', (m: any) => m.chatId === groupId && m.type === 'system');
    expect(joined.system).toMatchObject({ event: 'member_joined', actor: joiner.id });
    expectOk(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: added.id } }));
    expectOk(await api(`/group/${groupId}/leave`, { token: leaver.token, body: {} }));
    expectOk(await api(`/group/${groupId}/members/${joiner.id}`, { method: 'DELETE', token: owner.token }));

    expect(await systemEvents(groupId)).toEqual(['member_joined', 'member_added', 'member_left', 'member_removed']);
    const history = expectOk(await api(`/messages/by-chat/${groupId}`, { token: member.token })).messages.filter((m: any) => m.type === 'system');
    expect(history.map((m: any) => m.system)).toEqual([
      expect.objectContaining({ event: 'member_joined', actor: joiner.id }),
      expect.objectContaining({ event: 'member_added', actor: owner.id, target: added.id }),
      expect.objectContaining({ event: 'member_left', actor: leaver.id }),
      expect.objectContaining({ event: 'member_removed', actor: owner.id, target: joiner.id }),
    ]);
  });

  it('notices keep the names as written, so people who left are still named', async () => {
    const [owner, joiner, added, leaver] = await users(4);
    const groupId = await makeGroup(owner, [leaver]);
    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: true } }));
    expectOk(await api(`/group/join/${groupId}`, { token: joiner.token, body: {} }));
    expectOk(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: added.id } }));
    expectOk(await api(`/group/${groupId}/leave`, { token: leaver.token, body: {} }));
    expectOk(await api(`/group/${groupId}/members/${joiner.id}`, { method: 'DELETE', token: owner.token }));

    const history = expectOk(await api(`/messages/by-chat/${groupId}`, { token: owner.token })).messages.filter((m: any) => m.type === 'system');
    expect(history.map((m: any) => m.system)).toEqual([
      expect.objectContaining({ event: 'member_joined', actor: joiner.id, actorName: joiner.username }),
      expect.objectContaining({ event: 'member_added', actor: owner.id, actorName: owner.username, target: added.id, targetName: added.username }),
      expect.objectContaining({ event: 'member_left', actor: leaver.id, actorName: leaver.username }),
      expect.objectContaining({ event: 'member_removed', actor: owner.id, actorName: owner.username, target: joiner.id, targetName: joiner.username }),
    ]);
    // The two who left are no longer in the group the readers' clients hold: only the notice names them.
    const members = expectOk(await api(`/group/${groupId}`, { token: owner.token })).group.members.map((m: any) => m.id);
    expect(members).not.toContain(leaver.id);
    expect(members).not.toContain(joiner.id);
  });

  it('off: joining, adding, leaving and removal post nothing', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member, joiner, added, leaver] = await users(5);
    const groupId = await makeGroup(owner, [member, leaver]);
    const memberSocket = await socketOf(member.token);
    expect(expectOk(await api(`/group/${groupId}/join-leave-notice`, { token: owner.token, body: { show: false } })).group.showJoinLeaveNotice).toBe(false);
    expectOk(await api(`/group/${groupId}/public`, { method: 'PATCH', token: owner.token, body: { value: true } }));

    expectOk(await api(`/group/join/${groupId}`, { token: joiner.token, body: {} }));
    expectOk(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: added.id } }));
    expectOk(await api(`/group/${groupId}/leave`, { token: leaver.token, body: {} }));
    expectOk(await api(`/group/${groupId}/members/${joiner.id}`, { method: 'DELETE', token: owner.token }));

    expect(await systemEvents(groupId)).toEqual([]);
    expect(await memberSocket.receives('receive_message', 300, (m: any) => m.chatId === groupId)).toBe(false);
    expect(ids((await groupDoc(groupId))!.members).sort()).toEqual([owner.id, member.id, added.id].sort());
  });
});
