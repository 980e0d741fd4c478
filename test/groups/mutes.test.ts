import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, expireMute, inFuture, makeGroup, send, users } from './helpers';

describe('mutes', () => {
  it('a muted member gets 403 USER_MUTED until the time has passed, then may send again', async () => {
    const [owner, admin, member, other] = await users(4);
    const groupId = await makeGroup(owner, [admin, member, other], { admins: [admin] });
    const until = inFuture(3_600_000);
    const answer = expectOk(await api(`/group/${groupId}/mute-member`, { token: admin.token, body: { memberId: member.id, mute: until } }));
    expect(answer.group.muted[member.id]).toBe(until);
    expectError(await send(member, groupId, 'muted?'), 403, 'USER_MUTED');
    expectOk(await send(other, groupId, 'not me'));
    // admins are exempt, even when muted themselves (by the owner)
    expectOk(await api(`/group/${groupId}/mute-member`, { token: owner.token, body: { memberId: admin.id, mute: inFuture(3_600_000) } }));
    expectOk(await send(admin, groupId, 'admin writes'));

    await expireMute(groupId, member.id);
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
    expectOk(await api(`/group/${groupId}/mute-all`, { token: owner.token, body: { until: inFuture(3_600_000) } }));
    expectError(await send(member, groupId), 403, 'GROUP_MUTED');
    await expireMute(groupId);
    expectOk(await send(member, groupId, 'the time is up'));
    expect(expectOk(await api(`/group/${groupId}`, { token: member.token })).group.muteAllUntil).toBeNull();
  });
});
