import { beforeEach, describe, expect, it, vi } from 'vitest';

// The group screen's named calls send exactly the wire calls the components used to write inline
// (path, method, body): the server's routes and API.md are unchanged by the move.
const calls: { path: string; options: unknown }[] = [];

vi.mock('@/lib/client/api', () => ({
  api: async (path: string, options: unknown) => {
    calls.push({ path, options });
    return { success: true };
  },
}));

const { groupCalls } = await import('@/lib/client/queries/group-calls');

const G = 'a'.repeat(24);
const U = 'b'.repeat(24);

describe('groupCalls', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it.each([
    ['join', () => groupCalls.join(G), `/group/join/${G}`, { method: 'POST', body: {} }],
    ['addMember', () => groupCalls.addMember(G, U), `/group/${G}/members`, { body: { userId: U } }],
    ['removeMember', () => groupCalls.removeMember(G, U), `/group/${G}/members/${U}`, { method: 'DELETE' }],
    ['addAdmin', () => groupCalls.addAdmin(G, U), `/group/${G}/admins`, { body: { userId: U } }],
    ['removeAdmin', () => groupCalls.removeAdmin(G, U), `/group/${G}/admins/${U}`, { method: 'DELETE' }],
    ['transferOwner', () => groupCalls.transferOwner(G, U), `/group/${G}/transfer-owner`, { body: { newOwnerId: U } }],
    ['muteMember', () => groupCalls.muteMember(G, U, '2030-01-01T00:00:00.000Z'), `/group/${G}/mute-member`, { body: { memberId: U, mute: '2030-01-01T00:00:00.000Z' } }],
    ['muteMember false', () => groupCalls.muteMember(G, U, false), `/group/${G}/mute-member`, { body: { memberId: U, mute: false } }],
    ['muteAll', () => groupCalls.muteAll(G, '2030-01-01T00:00:00.000Z'), `/group/${G}/mute-all`, { body: { until: '2030-01-01T00:00:00.000Z' } }],
    ['unmuteAll', () => groupCalls.unmuteAll(G), `/group/${G}/unmute-all`, { body: {} }],
    ['hideMemberList', () => groupCalls.hideMemberList(G, true), `/group/${G}/hide-member-list`, { body: { hide: true } }],
    ['showJoinLeaveNotice', () => groupCalls.showJoinLeaveNotice(G, false), `/group/${G}/join-leave-notice`, { body: { show: false } }],
    ['setPublic', () => groupCalls.setPublic(G, true), `/group/${G}/public`, { method: 'PATCH', body: { value: true } }],
    ['rename', () => groupCalls.rename(G, 'New name'), '/group/rename-group', { body: { groupId: G, newName: 'New name' } }],
    ['setNickname', () => groupCalls.setNickname(G, U, 'Bob'), `/chat/${G}/nickname`, { body: { nickname: 'Bob', targetUserId: U } }],
    ['leave', () => groupCalls.leave(G), `/group/${G}/leave`, { body: {} }],
    ['sendDeleteCode', () => groupCalls.sendDeleteCode(G, 'o@example.com'), '/auth/send-otp-delete-group', { body: { email: 'o@example.com', groupId: G } }],
    ['deleteGroup', () => groupCalls.deleteGroup(G, 'o@example.com', '123456'), '/group/delete-group', { body: { groupId: G, email: 'o@example.com', otp: '123456' } }],
  ])('%s', async (_name, call, path, options) => {
    await call();
    expect(calls).toEqual([{ path, options }]);
  });

  it('changeAvatar sends the picture as multipart field `avatar` with PUT', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    await groupCalls.changeAvatar(G, file);
    expect(calls).toHaveLength(1);
    const [{ path, options }] = calls;
    expect(path).toBe(`/group/${G}/change-avatar`);
    const { method, body } = options as { method: string; body: FormData };
    expect(method).toBe('PUT');
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['avatar']);
    expect((body.get('avatar') as File).name).toBe('a.png');
  });
});
