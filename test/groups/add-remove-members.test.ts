import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectNotFound } from '../support/errors';
import { expectError, expectOk, forChat, groupDoc, ids, makeGroup, messagesOf, send, sendOk, socketsFor, unknownId, users } from './helpers';

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
