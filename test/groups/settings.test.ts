import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { api, requestCode, type ApiAnswer, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid, expectNotFound, vi } from '../support/errors';
import {
  expectError,
  expectOk,
  fileForm,
  fileStatus,
  gifBytes,
  groupDoc,
  ids,
  inFuture,
  jpegBytes,
  makeGroup,
  messagesOf,
  pngBytes,
  socketsFor,
  upload,
  users,
} from './helpers';

const nickname = (actor: TestUser, groupId: string, nick: string, target?: TestUser) =>
  api(`/chat/${groupId}/nickname`, { token: actor.token, body: { nickname: nick, ...(target ? { targetUserId: target.id } : {}) } });

describe('nicknames', () => {
  it('max 32 characters after trimming; the owner sets and removes anyone’s; a member only their own', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, member, outsider] = await users(4);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    const memberSocket = await socketOf(member.token);
    const name32 = 'N'.repeat(30) + 'ắ!';

    const set = expectOk(await nickname(owner, groupId, `   ${name32}   `, member));
    expect(set.chat.nicknames[member.id]).toBe(name32);
    expect((await memberSocket.next('chat_updated', (c: any) => c.id === groupId && c.nicknames?.[member.id])).nicknames[member.id]).toBe(name32);
    expectInvalid(await nickname(owner, groupId, `${name32}x`, member), 'nickname', 'TOO_LONG', 'TOO_LONG');
    expect((await groupDoc(groupId))!.nicknames[member.id]).toBe(name32);

    expectOk(await nickname(owner, groupId, 'The Admin', admin));
    expectOk(await nickname(owner, groupId, 'Boss'));
    expectError(await nickname(admin, groupId, 'Nope', member), 403, 'FORBIDDEN');
    expectError(await nickname(member, groupId, 'Nope', admin), 403, 'FORBIDDEN');
    expectOk(await nickname(member, groupId, 'Just me'));
    expectError(await nickname(owner, groupId, 'Stranger', outsider), 403, 'NOT_A_MEMBER');
    expect((await groupDoc(groupId))!.nicknames).toEqual({ [member.id]: 'Just me', [admin.id]: 'The Admin', [owner.id]: 'Boss' });

    // empty (after trimming) removes, for oneself and, by the owner, for anyone
    expectOk(await nickname(member, groupId, '   '));
    expectOk(await nickname(owner, groupId, '', admin));
    expect(expectOk(await api(`/group/${groupId}`, { token: member.token })).group.nicknames).toEqual({ [owner.id]: 'Boss' });
  });
});

describe('ownership transfer', () => {
  it('the new owner becomes owner, the old one an admin; both then act by their new roles', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, member] = await users(3);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    const memberSocket = await socketOf(member.token);
    expectError(await api(`/group/${groupId}/transfer-owner`, { token: owner.token, body: { newOwnerId: owner.id } }), 403, 'FORBIDDEN');
    const [stranger] = await users(1);
    expectError(await api(`/group/${groupId}/transfer-owner`, { token: owner.token, body: { newOwnerId: stranger.id } }), 403, 'NOT_A_MEMBER');

    // to an admin: they leave the admin list for the owner seat
    const answer = expectOk(await api(`/group/${groupId}/transfer-owner`, { token: owner.token, body: { newOwnerId: admin.id } }));
    expect(answer.group).toMatchObject({ owner: admin.id, myRole: 'admin' });
    expect(answer.group.admins).toEqual([owner.id]);
    const doc = await groupDoc(groupId);
    expect(String(doc!.owner)).toBe(admin.id);
    expect(ids(doc!.admins)).toEqual([owner.id]);
    expect((await memberSocket.next('chat_updated', (c: any) => c.id === groupId && c.owner === admin.id)).admins).toEqual([owner.id]);
    expect(expectOk(await api(`/group/${groupId}`, { token: admin.token })).group.myRole).toBe('owner');

    // the old owner lost the owner's rights; the new one has them
    expectError(await api(`/group/${groupId}/admins`, { token: owner.token, body: { userId: member.id } }), 403, 'FORBIDDEN');
    expectError(await api(`/group/${groupId}/leave`, { token: admin.token, body: {} }), 403, 'OWNER_CANNOT_LEAVE');
    expectOk(await api(`/group/${groupId}/admins`, { token: admin.token, body: { userId: member.id } }));
    // the new owner may now remove the old one, who could also just leave
    expectOk(await api(`/group/${groupId}/leave`, { token: owner.token, body: {} }));
    const after = await groupDoc(groupId);
    expect(ids(after!.members).sort()).toEqual([admin.id, member.id].sort());
    expect(ids(after!.admins)).toEqual([member.id]);
  });
});

describe('group avatar', () => {
  it('a JPEG or PNG is taken and served; a GIF is 415 UNSUPPORTED_FILE_TYPE ("PNG, JPG only"); the replaced picture is deleted', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    const memberSocket = await socketOf(member.token);

    const first = expectOk(await api(`/group/${groupId}/change-avatar`, { method: 'PUT', token: owner.token, body: fileForm('avatar', await jpegBytes(), 'image/jpeg', 'me.jpg') }));
    const jpegUrl: string = first.group.avatar;
    expect(jpegUrl).toMatch(/^\/uploads\/.+/);
    expect((await memberSocket.next('chat_updated', (c: any) => c.id === groupId && c.avatar === jpegUrl)).avatar).toBe(jpegUrl);
    const served = await api(jpegUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);

    // a GIF, even when it claims to be a PNG
    for (const type of ['image/gif', 'image/png']) {
      const gif = await api(`/group/${groupId}/change-avatar`, { method: 'PUT', token: owner.token, body: fileForm('avatar', gifBytes(), type, 'a.gif') });
      expectError(gif, 415, 'UNSUPPORTED_FILE_TYPE');
      expect(gif.body.message).toBe(vi.errors.unsupportedFileType.pngJpg);
    }
    expect((await groupDoc(groupId))!.avatar).toBe(jpegUrl);
    const other = await api(`/group/${groupId}/change-avatar`, { method: 'PUT', token: owner.token, body: fileForm('other', await pngBytes(), 'image/png', 'a.png') });
    expectInvalid(other, 'avatar', 'REQUIRED', 'fileRequired');

    const second = expectOk(await api(`/group/${groupId}/change-avatar`, { method: 'PUT', token: owner.token, body: fileForm('avatar', await pngBytes(), 'image/png', 'a.png') }));
    expect(second.group.avatar).not.toBe(jpegUrl);
    expect(await fileStatus(second.group.avatar)).toBe(200);
    expect(await fileStatus(jpegUrl)).toBe(404);
    // the refused GIFs left no file behind
    const ownFiles = await (await testDb()).collection('uploadedfiles').find({ uploadedBy: new ObjectId(owner.id) }).toArray();
    expect(ownFiles.map((f) => `/uploads/${f.storedName}`)).toEqual([second.group.avatar]);
  });
});

describe('deleting a group', () => {
  it('wrong e-mail, wrong code, then the right code: group, messages and files gone; members told', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, member, friend] = await users(3);
    const groupId = await makeGroup(owner, [member]);
    const other = await makeGroup(owner, [friend]);
    const memberSocket = await socketOf(member.token);

    const avatar = expectOk(await api(`/group/${groupId}/change-avatar`, { method: 'PUT', token: owner.token, body: fileForm('avatar', await pngBytes(), 'image/png', 'a.png') })).group.avatar;
    const picture = await upload(member, await jpegBytes(), 'image/jpeg', 'holiday.jpg');
    const shared = await upload(owner, await pngBytes(), 'image/png', 'shared.png');
    expectOk(await api('/messages/send', { token: member.token, body: { chatId: groupId, type: 'image', fileUrl: picture, fileName: 'holiday.jpg' } }));
    const pinnedId = expectOk(await api('/messages/send', { token: owner.token, body: { chatId: groupId, type: 'image', fileUrl: shared, fileName: 'shared.png' } })).message.id;
    expectOk(await api(`/chat/${groupId}/pin-message`, { token: owner.token, body: { messageId: pinnedId, scope: 'all' } }));
    // the same file forwarded into another chat lives on there
    expectOk(await api('/messages/send', { token: owner.token, body: { chatId: other, type: 'image', fileUrl: shared, fileName: 'shared.png', isForwarded: true } }));
    for (const url of [avatar, picture, shared]) expect(await fileStatus(url)).toBe(200);
    // moderation state that goes with the group: a link, a ban, a log entry
    expectOk(await api(`/group/${groupId}/invites`, { token: owner.token, body: {} }));
    expectOk(await api(`/group/${groupId}/ban`, { token: owner.token, body: { memberId: friend.id } }));

    expectError(await api('/auth/send-otp-delete-group', { token: member.token, body: { email: member.email, groupId } }), 403, 'FORBIDDEN');
    expectError(await api('/auth/send-otp-delete-group', { token: owner.token, body: { email: member.email, groupId } }), 400, 'WRONG_EMAIL');
    const otp = await requestCode('/auth/send-otp-delete-group', { email: owner.email, groupId }, owner.token);

    expectError(await api('/group/delete-group', { token: owner.token, body: { groupId, email: friend.email, otp } }), 400, 'WRONG_EMAIL');
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    expectError(await api('/group/delete-group', { token: owner.token, body: { groupId, email: owner.email, otp: wrongOtp } }), 400, 'OTP_INVALID');
    expectError(await api('/group/delete-group', { token: member.token, body: { groupId, email: member.email, otp } }), 403, 'FORBIDDEN');
    expect(await groupDoc(groupId)).not.toBeNull();
    expect((await messagesOf(groupId)).length).toBe(2);

    expectOk(await api('/group/delete-group', { token: owner.token, body: { groupId, email: owner.email.toUpperCase(), otp } }));
    const told = await memberSocket.next('chat_updated', (c: any) => c.id === groupId && c.deleted);
    expect(told).toEqual({ _id: groupId, id: groupId, type: 'group', deleted: true });

    expect(await groupDoc(groupId)).toBeNull();
    expect(await messagesOf(groupId)).toEqual([]);
    for (const collection of ['pins', 'groupinvites', 'groupbans', 'moderationlogs']) {
      expect(await (await testDb()).collection(collection).countDocuments({ chatId: new ObjectId(groupId) }), collection).toBe(0);
    }
    expectNotFound(await api(`/group/${groupId}`, { token: member.token }), 'group');
    expectError(await api(`/messages/by-chat/${groupId}`, { token: member.token }), 404, 'NOT_FOUND');
    expect(expectOk(await api('/chat/my-chats', { token: member.token })).chats.map((c: any) => c.id)).not.toContain(groupId);
    expect(await fileStatus(avatar)).toBe(404);
    expect(await fileStatus(picture)).toBe(404);
    expect(await fileStatus(shared)).toBe(200);
    // the code is used up
    expectError(await api('/group/delete-group', { token: owner.token, body: { groupId: other, email: owner.email, otp } }), 400, 'OTP_INVALID');
    expect(await groupDoc(other)).not.toBeNull();
  });
});

describe('files of others', () => {
  it('a group may point at anybody’s file, but replacing its avatar or deleting it never deletes files others use', async () => {
    const [owner, victim] = await users(2);
    // the victim's avatar and sticker: public URLs anybody who sees them can reuse
    const avatar = await upload(victim, await pngBytes(), 'image/png', 'me.png');
    expectOk(await api('/user/me', { method: 'PUT', token: victim.token, body: { avatar } }));
    const sticker = await upload(victim, await pngBytes(), 'image/png', 'sticker.png');
    const set = expectOk(await api('/user/my-stickers', { token: victim.token, body: { name: 'mine' } }));
    const setId = set.stickerSet?.id ?? set.stickerSets?.[0]?.id;
    expectOk(await api(`/user/my-stickers/${setId}/add`, { token: victim.token, body: { url: sticker } }));

    const created = expectOk(await api('/chat/create-group', { token: owner.token, body: { name: 'Borrowed', avatar, members: [] } }));
    const groupId: string = created.chat.id;
    expectOk(await api('/messages/send', { token: owner.token, body: { chatId: groupId, type: 'image', fileUrl: sticker, fileName: 's.png' } }));
    expectOk(await api('/messages/send', { token: owner.token, body: { chatId: groupId, type: 'sticker', fileUrl: sticker, stickerUrl: sticker } }));
    const own = expectOk(await api(`/group/${groupId}/change-avatar`, { method: 'PUT', token: owner.token, body: fileForm('avatar', await jpegBytes(), 'image/jpeg', 'g.jpg') })).group.avatar;
    expect(await fileStatus(avatar)).toBe(200);

    const otp = await requestCode('/auth/send-otp-delete-group', { email: owner.email, groupId }, owner.token);
    expectOk(await api('/group/delete-group', { token: owner.token, body: { groupId, email: owner.email, otp } }));
    expect(await fileStatus(own)).toBe(404);
    expect(await fileStatus(avatar)).toBe(200);
    expect(await fileStatus(sticker)).toBe(200);
    expect(expectOk(await api('/user/me', { token: victim.token })).user.avatar).toBe(avatar);
  });
});

describe('live announcements', () => {
  it('every change reaches the members as chat_updated', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, member, target, newcomer] = await users(5);
    const groupId = await makeGroup(owner, [admin, member, target], { admins: [admin] });
    const [memberSocket, adminSocket] = await Promise.all([socketOf(member.token), socketOf(admin.token)]);
    const seen: Record<string, any[]> = { member: [], admin: [] };
    memberSocket.on('chat_updated', (c: any) => c.id === groupId && seen.member.push(c));
    adminSocket.on('chat_updated', (c: any) => c.id === groupId && seen.admin.push(c));

    const post = (path: string, body: unknown, method?: string) => api(path, { token: owner.token, body, method });
    const until = inFuture(3_600_000);
    const changes: Array<[string, () => Promise<ApiAnswer>, (c: any) => boolean]> = [
      ['rename', () => post('/group/rename-group', { groupId, newName: 'Brand new' }), (c) => c.name === 'Brand new'],
      ['avatar', async () => api(`/group/${groupId}/change-avatar`, { method: 'PUT', token: owner.token, body: fileForm('avatar', await pngBytes(), 'image/png', 'a.png') }), (c) => c.avatar.startsWith('/uploads/')],
      ['mute member', () => post(`/group/${groupId}/mute-member`, { memberId: target.id, mute: until }), (c) => c.muted[target.id] === until],
      ['unmute member', () => post(`/group/${groupId}/mute-member`, { memberId: target.id, mute: false }), (c) => !(target.id in c.muted)],
      ['mute all', () => post(`/group/${groupId}/mute-all`, { until }), (c) => c.muteAllUntil === until],
      ['unmute all', () => post(`/group/${groupId}/unmute-all`, {}), (c) => c.muteAllUntil === null],
      ['hide list', () => post(`/group/${groupId}/hide-member-list`, { hide: true }), (c) => c.hideMemberList === true],
      ['show list', () => post(`/group/${groupId}/hide-member-list`, { hide: false }), (c) => c.hideMemberList === false],
      ['notices off', () => post(`/group/${groupId}/join-leave-notice`, { show: false }), (c) => c.showJoinLeaveNotice === false],
      ['public', () => post(`/group/${groupId}/public`, { value: true }, 'PATCH'), (c) => c.public === true],
      ['promote', () => post(`/group/${groupId}/admins`, { userId: target.id }), (c) => c.admins.includes(target.id)],
      ['demote', () => api(`/group/${groupId}/admins/${target.id}`, { method: 'DELETE', token: owner.token }), (c) => !c.admins.includes(target.id)],
      ['nickname', () => post(`/chat/${groupId}/nickname`, { nickname: 'T', targetUserId: target.id }), (c) => c.nicknames[target.id] === 'T'],
      ['add member', () => post(`/group/${groupId}/members`, { userId: newcomer.id }), (c) => c.memberCount === 5],
      ['remove member', () => api(`/group/${groupId}/members/${newcomer.id}`, { method: 'DELETE', token: owner.token }), (c) => c.memberCount === 4],
      ['transfer', () => post(`/group/${groupId}/transfer-owner`, { newOwnerId: target.id }), (c) => c.owner === target.id],
    ];
    for (const [name, run, applied] of changes) {
      const from = { member: seen.member.length, admin: seen.admin.length };
      expectOk(await run());
      for (const who of ['member', 'admin'] as const) {
        // A bound for the failure message only: in development mode a route's first call
        // compiles it, which on a busy machine takes seconds.
        const deadline = Date.now() + 30_000;
        while (!seen[who].slice(from[who]).some(applied) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        expect(seen[who].slice(from[who]).some(applied), `${who} heard of: ${name}`).toBe(true);
      }
    }
  }, 240_000);
});
