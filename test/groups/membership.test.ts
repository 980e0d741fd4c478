import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectInvalid, expectNotFound } from '../support/errors';
import { expectError, expectOk, groupDoc, ids, inFuture, makeGroup, messagesOf, send, sendOk, socketsFor, unknownId, users } from './helpers';

const forChat = (chatId: string) => (payload: any) => payload?.chatId === chatId || payload?.id === chatId;

describe('adding members', () => {
  it('an added member gets new_chat and receives the group messages live, without joining by hand', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member, newcomer] = await users(3);
    const groupId = await makeGroup(owner, [member]);
    const [newcomerSocket, memberSocket] = await Promise.all([socketOf(newcomer.token), socketOf(member.token)]);

    const added = expectOk(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: newcomer.id } }));
    expect(added.group.memberCount).toBe(3);
    const newChat = await newcomerSocket.next('new_chat', forChat(groupId));
    expect(newChat.type).toBe('group');
    expect(newChat.members.map((m: any) => m.id)).toContain(newcomer.id);
    // the others hear of the new member
    const update = await memberSocket.next('chat_updated', (c: any) => c.id === groupId && c.memberCount === 3);
    expect(update.members.map((m: any) => m.id)).toContain(newcomer.id);

    const messageId = await sendOk(member, groupId, 'welcome!');
    const received = await newcomerSocket.next('receive_message', (m: any) => m.id === messageId);
    expect(received.content).toBe('welcome!');
    expectOk(await send(newcomer, groupId, 'thanks'));
  });

  it('adding someone already in the group (member or admin) is skipped: no duplicate, no notice, no new_chat', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, member] = await users(3);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    const memberSocket = await socketOf(member.token);
    const before = await groupDoc(groupId);
    const messagesBefore = (await messagesOf(groupId)).length;

    for (const who of [member, admin, owner]) {
      const answer = expectOk(await api(`/group/${groupId}/members`, { token: admin.token, body: { userId: who.id } }));
      expect(answer.group.memberCount).toBe(3);
    }
    const after = await groupDoc(groupId);
    expect(ids(after!.members)).toEqual(ids(before!.members));
    expect(ids(after!.admins)).toEqual([admin.id]);
    expect(String(after!.owner)).toBe(owner.id);
    expect((await messagesOf(groupId)).length).toBe(messagesBefore);
    expect(await memberSocket.receives('new_chat', 500, forChat(groupId))).toBe(false);
  });

  it('adding an unknown user: 404 NOT_FOUND (user); a malformed id: 400', async () => {
    const [owner] = await users(1);
    const groupId = await makeGroup(owner, []);
    expectNotFound(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: unknownId() } }), 'user');
    expect((await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: 'nope' } })).status).toBe(400);
    expect(ids((await groupDoc(groupId))!.members)).toEqual([owner.id]);
  });
});

describe('removing members', () => {
  it('a removed member loses access at once: no more receive_message, REST calls 403', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member, removed] = await users(3);
    const groupId = await makeGroup(owner, [member, removed]);
    const [memberSocket, removedSocket] = await Promise.all([socketOf(member.token), socketOf(removed.token)]);
    // before: the to-be-removed member does receive the group's messages
    const first = await sendOk(owner, groupId, 'before');
    await removedSocket.next('receive_message', (m: any) => m.id === first);

    expectOk(await api(`/group/${groupId}/members/${removed.id}`, { method: 'DELETE', token: owner.token }));
    // the removed member is told (their client drops the chat)
    const told = await removedSocket.next('chat_updated', (c: any) => c.id === groupId);
    expect(told.members.map((m: any) => m.id)).not.toContain(removed.id);

    const after = await sendOk(owner, groupId, 'after');
    await memberSocket.next('receive_message', (m: any) => m.id === after);
    expect(await removedSocket.receives('receive_message', 800, (m: any) => m.chatId === groupId)).toBe(false);

    expectError(await api(`/messages/by-chat/${groupId}`, { token: removed.token }), 403, 'NOT_A_MEMBER');
    expectError(await send(removed, groupId, 'still here?'), 403, 'NOT_A_MEMBER');
    expectError(await api(`/group/${groupId}`, { token: removed.token }), 403, 'NOT_A_MEMBER');
    expectError(await api(`/group/${groupId}/leave`, { token: removed.token, body: {} }), 403, 'NOT_A_MEMBER');
    // nor can the socket get back into the room
    const rejoin = await removedSocket.emitWithAck('join_room', groupId);
    expect(rejoin.ok).toBe(false);
    const later = await sendOk(owner, groupId, 'later');
    await memberSocket.next('receive_message', (m: any) => m.id === later);
    expect(await removedSocket.receives('receive_message', 500, (m: any) => m.chatId === groupId)).toBe(false);
  });

  it('removing someone who is not a member: 403 NOT_A_MEMBER; an admin removed loses the admin role', async () => {
    const [owner, admin, outsider] = await users(3);
    const groupId = await makeGroup(owner, [admin], { admins: [admin] });
    expectError(await api(`/group/${groupId}/members/${outsider.id}`, { method: 'DELETE', token: owner.token }), 403, 'NOT_A_MEMBER');
    expectOk(await api(`/group/${groupId}/members/${admin.id}`, { method: 'DELETE', token: owner.token }));
    const doc = await groupDoc(groupId);
    expect(ids(doc!.admins)).toEqual([]);
    // re-added, they come back as a plain member
    expectOk(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: admin.id } }));
    expect(expectOk(await api(`/group/${groupId}`, { token: admin.token })).group.myRole).toBe('member');
  });
});

describe('mutes', () => {
  it('a muted member gets 403 USER_MUTED until the time has passed, then may send again', async () => {
    const [owner, admin, member, other] = await users(4);
    const groupId = await makeGroup(owner, [admin, member, other], { admins: [admin] });
    // Two unmutes first: the first has the route compiled, the second's round trip sizes the mute
    // (2 s, longer on a slow machine), so the refused send surely reaches the server in time.
    expectOk(await api(`/group/${groupId}/mute-member`, { token: admin.token, body: { memberId: member.id, mute: false } }));
    const started = Date.now();
    expectOk(await api(`/group/${groupId}/mute-member`, { token: admin.token, body: { memberId: member.id, mute: false } }));
    const until = inFuture(Math.min(15_000, Math.max(2000, 5 * (Date.now() - started))));
    const answer = expectOk(await api(`/group/${groupId}/mute-member`, { token: admin.token, body: { memberId: member.id, mute: until } }));
    expect(answer.group.muted[member.id]).toBe(until);
    expectError(await send(member, groupId, 'muted?'), 403, 'USER_MUTED');
    expectOk(await send(other, groupId, 'not me'));
    // admins are exempt, even when muted themselves (by the owner)
    expectOk(await api(`/group/${groupId}/mute-member`, { token: owner.token, body: { memberId: admin.id, mute: inFuture(3_600_000) } }));
    expectOk(await send(admin, groupId, 'admin writes'));

    await new Promise((r) => setTimeout(r, Date.parse(until) - Date.now() + 300));
    expectOk(await send(member, groupId, 'free again'));
    expect(expectOk(await api(`/group/${groupId}`, { token: member.token })).group.muted[member.id]).toBeUndefined();
  });

  it('unmuting lets the member write at once; a mute time in the past or not a date is refused', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    expectOk(await api(`/group/${groupId}/mute-member`, { token: owner.token, body: { memberId: member.id, mute: inFuture(3_600_000) } }));
    expectError(await send(member, groupId), 403, 'USER_MUTED');
    const unmuted = expectOk(await api(`/group/${groupId}/mute-member`, { token: owner.token, body: { memberId: member.id, mute: false } }));
    expect(unmuted.group.muted[member.id]).toBeUndefined();
    expectOk(await send(member, groupId));

    const past = new Date(Date.now() - 60_000).toISOString();
    expectInvalid(await api(`/group/${groupId}/mute-member`, { token: owner.token, body: { memberId: member.id, mute: past } }), 'mute', 'NOT_IN_FUTURE', 'NOT_IN_FUTURE');
    expect((await api(`/group/${groupId}/mute-member`, { token: owner.token, body: { memberId: member.id, mute: 'soon' } })).status).toBe(400);
    expect((await api(`/group/${groupId}/mute-member`, { token: owner.token, body: { memberId: member.id, mute: true } })).status).toBe(400);
    expectOk(await send(member, groupId));
  });

  it('mute all: members get 403 GROUP_MUTED, owner and admins still write; a past time is 400 (until, NOT_IN_FUTURE)', async () => {
    const [owner, admin, member] = await users(3);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    const past = new Date(Date.now() - 1000).toISOString();
    expectInvalid(await api(`/group/${groupId}/mute-all`, { token: owner.token, body: { until: past } }), 'until', 'NOT_IN_FUTURE', 'NOT_IN_FUTURE');
    expectInvalid(await api(`/group/${groupId}/mute-all`, { token: owner.token, body: { until: 'tomorrow' } }), 'until', 'INVALID_FORMAT', 'dateInvalid');
    expectOk(await send(member, groupId, 'not muted yet'));

    const until = inFuture(3_600_000);
    expect(expectOk(await api(`/group/${groupId}/mute-all`, { token: admin.token, body: { until } })).group.muteAllUntil).toBe(until);
    expectError(await send(member, groupId), 403, 'GROUP_MUTED');
    expectOk(await send(admin, groupId, 'admin'));
    expectOk(await send(owner, groupId, 'owner'));

    expect(expectOk(await api(`/group/${groupId}/unmute-all`, { token: admin.token, body: {} })).group.muteAllUntil).toBeNull();
    expectOk(await send(member, groupId, 'free'));
  });

  it('a mute-all whose time has passed no longer counts', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    // (two refused calls first: route compiled, mute sized, as above)
    expect((await api(`/group/${groupId}/mute-all`, { token: owner.token, body: { until: 'x' } })).status).toBe(400);
    const started = Date.now();
    expect((await api(`/group/${groupId}/mute-all`, { token: owner.token, body: { until: 'x' } })).status).toBe(400);
    const until = inFuture(Math.min(15_000, Math.max(2000, 5 * (Date.now() - started))));
    expectOk(await api(`/group/${groupId}/mute-all`, { token: owner.token, body: { until } }));
    expectError(await send(member, groupId), 403, 'GROUP_MUTED');
    await new Promise((r) => setTimeout(r, Date.parse(until) - Date.now() + 300));
    expectOk(await send(member, groupId, 'the time is up'));
    expect(expectOk(await api(`/group/${groupId}`, { token: member.token })).group.muteAllUntil).toBeNull();
  });
});

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
