import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { expectOk, makeGroup, users } from '../groups/helpers';
import { adminCalls, requestBadge, userFields } from './helpers';

const { review, removeBadge } = adminCalls();

describe('the verified badge', () => {
  const verified = (badges: any[] | undefined) => (badges ?? []).filter((b) => b.type === 'verified');

  it('approval gives the user the blue check, once; removal takes it away and keeps other badges', async () => {
    const [user, viewer] = await users(2);
    const first = await requestBadge(user, userFields(user));
    const second = await requestBadge(viewer, userFields(user, { fullname: 'Asked by a friend' }));
    expect(verified(expectOk(await api('/user/me', { token: user.token })).user.specialBadges)).toEqual([]);

    expectOk(await review(first.id, 'approved', 'looks right'));
    const me = expectOk(await api('/user/me', { token: user.token })).user;
    expect(verified(me.specialBadges)).toEqual([expect.objectContaining({ type: 'verified', expiresAt: null })]);
    expect(verified(expectOk(await api(`/user/${user.id}`, { token: viewer.token })).user.specialBadges)).toHaveLength(1);
    expectOk(await review(second.id, 'approved'));
    expect(verified(expectOk(await api('/user/me', { token: user.token })).user.specialBadges)).toHaveLength(1);

    // another special badge survives the removal of the blue check
    const other = { type: 'supporter', icon: 'star', label: 'Supporter', color: '#fa0', expiresAt: new Date(Date.now() + 86_400_000) };
    await (await testDb()).collection('users').updateOne({ _id: new ObjectId(user.id) }, { $push: { specialBadges: other } } as never);
    expectOk(await removeBadge(first.id, 'fake papers'));
    const after = expectOk(await api('/user/me', { token: user.token })).user.specialBadges;
    expect(verified(after)).toEqual([]);
    expect(after.map((b: any) => b.type)).toEqual(['supporter']);
  });

  it('a rejected request gives nothing; a group request verifies the group, removal unverifies it', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    const rejected = await requestBadge(member, userFields(member));
    expectOk(await review(rejected.id, 'rejected', 'blurry photo'));
    expect(verified(expectOk(await api('/user/me', { token: member.token })).user.specialBadges)).toEqual([]);

    const request = await requestBadge(member, { badgeType: 'group', groupId, fullname: 'The group', email: owner.email, phone: '0912345678' });
    expect(request).toMatchObject({ badgeType: 'group', groupId, userId: '' });
    expectOk(await review(request.id, 'approved'));
    const group = expectOk(await api(`/group/${groupId}`, { token: member.token })).group;
    expect(verified(group.specialBadges)).toEqual([expect.objectContaining({ type: 'verified', expiresAt: null })]);
    // the group's verification is not the requester's
    expect(verified(expectOk(await api('/user/me', { token: member.token })).user.specialBadges)).toEqual([]);
    expectOk(await removeBadge(request.id, 'not the real one'));
    expect(verified(expectOk(await api(`/group/${groupId}`, { token: owner.token })).group.specialBadges)).toEqual([]);
  });

  it('decisions taken at once give the blue check once, and a removal racing an approval leaves at most one', async () => {
    const [user, ...friends] = await users(5);
    const requests = await Promise.all(friends.map((friend) => requestBadge(friend, userFields(user))));
    const approvals = await Promise.all(requests.map((request) => review(request.id, 'approved')));
    expect(approvals.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const badgesOf = async () => verified(((await (await testDb()).collection('users').findOne({ _id: new ObjectId(user.id) }))?.specialBadges ?? []) as any[]);
    expect(await badgesOf()).toHaveLength(1);

    // the same removal twice at once: one takes the check away, the other is 409 INVALID_STATE
    const removals = await Promise.all([removeBadge(requests[0].id, 'twice'), removeBadge(requests[0].id, 'twice')]);
    expect(removals.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await badgesOf()).toEqual([]);

    const again = await requestBadge(friends[0], userFields(user));
    expectOk(await review(again.id, 'approved'));
    const late = await requestBadge(friends[1], userFields(user));
    await Promise.all([removeBadge(again.id, 'race'), review(late.id, 'approved')]);
    expect((await badgesOf()).length).toBeLessThanOrEqual(1);
  });

  it("an expired badge of a group is not sent, on the group page nor in the chat list (as for users)", async () => {
    const [owner] = await users(1);
    const groupId = await makeGroup(owner, []);
    const expired = { type: 'verified', icon: null, label: null, color: null, expiresAt: new Date(Date.now() - 60_000) };
    const lasting = { type: 'supporter', icon: 'star', label: 'Supporter', color: '#fa0', expiresAt: new Date(Date.now() + 86_400_000) };
    await (await testDb()).collection('chats').updateOne({ _id: new ObjectId(groupId) }, { $set: { specialBadges: [expired, lasting] } });
    const page = expectOk(await api(`/group/${groupId}`, { token: owner.token })).group;
    expect(page.specialBadges.map((b: any) => b.type)).toEqual(['supporter']);
    const listed = expectOk(await api('/chat/my-chats', { token: owner.token })).chats.find((c: any) => c.id === groupId);
    expect(listed.specialBadges.map((b: any) => b.type)).toEqual(['supporter']);
  });
});
