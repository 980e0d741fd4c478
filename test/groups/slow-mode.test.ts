import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectInvalid } from '../support/errors';
import { testDb } from '../support/db';
import { expectError, expectOk, makeGroup, send, users } from './helpers';

const setSlowMode = (token: string, groupId: string, seconds: unknown) => api(`/group/${groupId}/slow-mode`, { method: 'PUT', token, body: { seconds } });

/** Moves a member's last send `seconds` into the past, as if they had waited (no test waits out slow mode). */
async function lastSentAgo(groupId: string, memberId: string, seconds: number) {
  const result = await (await testDb())
    .collection('chats')
    .updateOne({ _id: new ObjectId(groupId) }, { $set: { [`lastSentAt.${memberId}`]: new Date(Date.now() - seconds * 1000) } });
  expect(result.modifiedCount).toBe(1);
}

describe('slow mode', () => {
  it('owner and admins set it to one of the allowed intervals; members and outsiders may not', async () => {
    const [owner, admin, member, outsider] = await users(4);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    expectError(await setSlowMode(member.token, groupId, 30), 403, 'FORBIDDEN');
    expectError(await setSlowMode(outsider.token, groupId, 30), 403, 'NOT_A_MEMBER');
    expectInvalid(await setSlowMode(owner.token, groupId, 5), 'seconds', 'INVALID_FORMAT');
    expectInvalid(await setSlowMode(owner.token, groupId, '30'), 'seconds', 'INVALID_FORMAT');
    expectInvalid(await api(`/group/${groupId}/slow-mode`, { method: 'PUT', token: owner.token, body: {} }), 'seconds', 'REQUIRED');
    expect(expectOk(await setSlowMode(admin.token, groupId, 30)).group.slowModeSeconds).toBe(30);
    expect(expectOk(await api(`/group/${groupId}`, { token: member.token })).group.slowModeSeconds).toBe(30);
    for (const seconds of [0, 10, 60, 300, 900, 3600]) expect(expectOk(await setSlowMode(owner.token, groupId, seconds)).group.slowModeSeconds).toBe(seconds);
  });

  it('a member who sends again sooner gets 429 SLOW_MODE with the seconds left; owner, admins and other members do not', async () => {
    const [owner, admin, member, other] = await users(4);
    const groupId = await makeGroup(owner, [admin, member, other], { admins: [admin] });
    expectOk(await setSlowMode(owner.token, groupId, 60));
    expectOk(await send(member, groupId, 'first'));
    const refused = await send(member, groupId, 'too soon');
    expectError(refused, 429, 'SLOW_MODE');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfterSeconds));
    expectOk(await send(other, groupId, 'my own first'));
    for (const exempt of [owner, owner, admin, admin]) expectOk(await send(exempt, groupId, 'exempt'));
    // The chat says when the member may send again (the composer's countdown after a reload).
    const seen = expectOk(await api(`/group/${groupId}`, { token: member.token })).group;
    expect(new Date(seen.slowModeUntil).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(expectOk(await api(`/group/${groupId}`, { token: owner.token })).group.slowModeUntil).toBeNull();

    await lastSentAgo(groupId, member.id, 61);
    expectOk(await send(member, groupId, 'waited'));
    expectError(await send(member, groupId, 'again too soon'), 429, 'SLOW_MODE');
    // Turned off: the member sends at once.
    expectOk(await setSlowMode(admin.token, groupId, 0));
    expectOk(await send(member, groupId, 'free'));
    expectOk(await send(member, groupId, 'free again'));
  });

  it('sends of one member at once: exactly one is stored', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    expectOk(await setSlowMode(owner.token, groupId, 10));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(member, groupId, `burst ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    const stored = await (await testDb()).collection('messages').countDocuments({ chatId: new ObjectId(groupId), content: /^burst/ });
    expect(stored).toBe(1);
  });

  it('mutes still come first, and a lowered interval counts from the last send', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(owner, [member]);
    expectOk(await setSlowMode(owner.token, groupId, 3600));
    expectOk(await send(member, groupId, 'one'));
    expectError(await send(member, groupId, 'two'), 429, 'SLOW_MODE');
    expectOk(await api(`/group/${groupId}/mute-all`, { token: owner.token, body: { until: new Date(Date.now() + 60_000).toISOString() } }));
    expectError(await send(member, groupId, 'muted'), 403, 'GROUP_MUTED');
    expectOk(await api(`/group/${groupId}/unmute-all`, { token: owner.token, body: {} }));
    await lastSentAgo(groupId, member.id, 20);
    expectOk(await setSlowMode(owner.token, groupId, 10));
    expectOk(await send(member, groupId, 'the shorter wait has passed'));
  });

  it('is written to the log, which members may not read', async () => {
    const [owner, admin, member] = await users(3);
    const groupId = await makeGroup(owner, [admin, member], { admins: [admin] });
    expectOk(await setSlowMode(admin.token, groupId, 300));
    expectOk(await setSlowMode(admin.token, groupId, 300)); // unchanged: no entry
    expectOk(await setSlowMode(owner.token, groupId, 0));
    const log = expectOk(await api(`/group/${groupId}/log`, { token: admin.token }));
    const slow = log.entries.filter((e: any) => e.action === 'slow_mode');
    expect(slow.map((e: any) => [e.actor.id, e.details])).toEqual([
      [owner.id, { from: 300, to: 0 }],
      [admin.id, { from: 0, to: 300 }],
    ]);
    expectError(await api(`/group/${groupId}/log`, { token: member.token }), 403, 'FORBIDDEN');
  });
});
