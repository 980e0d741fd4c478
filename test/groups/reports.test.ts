import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { expectBadInput, expectInvalid, expectNotFound } from '../support/errors';
import { expectError, expectOk, groupDoc, ids, makeGroup, sendOk, socketsFor, unknownId, users } from './helpers';

const report = (token: string, messageId: string, body: Record<string, unknown> = { reason: 'spam' }) => api(`/messages/${messageId}/report`, { token, body });
const reportsOf = async (token: string, groupId: string) => expectOk(await api(`/group/${groupId}/reports`, { token })).reports;
const resolve = (token: string, groupId: string, reportId: string, action: string) => api(`/group/${groupId}/reports/${reportId}`, { token, body: { action } });

describe('reports', () => {
  it('any member reports a message once; admins see it with the messages around it', async () => {
    const [owner, admin, reporter, sender] = await users(4);
    const groupId = await makeGroup(owner, [admin, reporter, sender], { admins: [admin] });
    const before = await sendOk(owner, groupId, 'before');
    const bad = await sendOk(sender, groupId, 'buy cheap stuff');
    const after = await sendOk(admin, groupId, 'after');
    const answer = expectOk(await report(reporter.token, bad, { reason: 'spam', note: '  ads again ' }));
    expect(answer.report.id).toMatch(/^[0-9a-f]{24}$/);
    expectError(await report(reporter.token, bad, { reason: 'abuse' }), 409, 'ALREADY_REPORTED');
    expectOk(await report(admin.token, bad, { reason: 'other' }));

    const list = await reportsOf(admin.token, groupId);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: answer.report.id,
      reason: 'spam',
      note: 'ads again',
      reporter: { id: reporter.id, username: reporter.username },
      sender: { id: sender.id },
      message: { _id: bad, content: 'buy cheap stuff', sender: sender.id, senderUsername: sender.username },
    });
    expect(list[0].context.map((m: any) => m._id)).toEqual([before, bad, after]);
    expectError(await api(`/group/${groupId}/reports`, { token: reporter.token }), 403, 'FORBIDDEN');
  });

  it('refusals: outsiders, one-to-one chats, one’s own messages, server notices, bad reasons', async () => {
    const [owner, member, outsider] = await users(3);
    const groupId = await makeGroup(owner, [member]);
    const message = await sendOk(owner, groupId, 'hi');
    const mine = await sendOk(member, groupId, 'mine');
    expectError(await report(outsider.token, message), 403, 'NOT_A_MEMBER');
    expectError(await report(member.token, mine), 403, 'FORBIDDEN');
    expectNotFound(await report(member.token, unknownId()), 'message');
    expectInvalid(await report(member.token, message, { reason: 'boring' }), 'reason', 'INVALID_FORMAT');
    expectInvalid(await report(member.token, message, {}), 'reason', 'REQUIRED');
    expectInvalid(await report(member.token, message, { reason: 'other', note: 'x'.repeat(501) }), 'note', 'TOO_LONG');
    expectBadInput(await report(member.token, message, { reason: { $ne: 'x' } }));
    const direct = expectOk(await api('/chat/create', { token: owner.token, body: { members: [member.id] } })).chat.id;
    const inDirect = await sendOk(owner, direct, 'just us');
    expectError(await report(member.token, inDirect), 403, 'FORBIDDEN');
    // a join notice of the server's
    expectOk(await api(`/group/${groupId}/members`, { token: owner.token, body: { userId: outsider.id } }));
    const notice = await (await testDb()).collection('messages').findOne({ chatId: new ObjectId(groupId), type: 'system' });
    expectError(await report(member.token, String(notice!._id)), 403, 'FORBIDDEN');
  });

  it('resolved by deleting the message: gone for everyone, every report of it closed, written to the log', async ({ onTestFinished }) => {
    const socketOf = socketsFor(onTestFinished);
    const [owner, admin, a, b, sender] = await users(5);
    const groupId = await makeGroup(owner, [admin, a, b, sender], { admins: [admin] });
    const bad = await sendOk(sender, groupId, 'abusive words');
    const first = expectOk(await report(a.token, bad, { reason: 'abuse' })).report;
    expectOk(await report(b.token, bad, { reason: 'abuse', note: 'please remove' }));
    const bSocket = await socketOf(b.token);
    expectError(await resolve(a.token, groupId, first.id, 'delete-message'), 403, 'FORBIDDEN');
    expectOk(await resolve(admin.token, groupId, first.id, 'delete-message'));
    expect(await bSocket.next('message', (c) => c.action === 'delete' && c.message.id === bad)).toMatchObject({ message: { chatId: groupId } });
    expect(await (await testDb()).collection('messages').findOne({ _id: new ObjectId(bad) })).toBeNull();
    expect(await reportsOf(owner.token, groupId)).toEqual([]);
    expectNotFound(await resolve(admin.token, groupId, first.id, 'dismiss'), 'report');
    const log = expectOk(await api(`/group/${groupId}/log`, { token: owner.token })).entries;
    expect(log.slice(0, 2).map((e: any) => [e.action, e.actor.id, e.target.id])).toEqual([
      ['report_resolved', admin.id, sender.id],
      ['message_deleted', admin.id, sender.id],
    ]);
    expect(log[0].details).toMatchObject({ resolution: 'delete-message', reason: 'abuse', messageId: bad });
    expect(log[1].details).toMatchObject({ messageId: bad, excerpt: 'abusive words' });
  });

  it('dismissed, or resolved by banning the sender; a report outlives its message', async () => {
    const [owner, a, sender, other] = await users(4);
    const groupId = await makeGroup(owner, [a, sender, other]);
    const one = await sendOk(sender, groupId, 'meh');
    const two = await sendOk(other, groupId, 'spam spam');
    const three = await sendOk(sender, groupId, 'worse');
    const dismissed = expectOk(await report(a.token, one, { reason: 'other' })).report;
    const gone = expectOk(await report(a.token, two, { reason: 'spam' })).report;
    const banned = expectOk(await report(a.token, three, { reason: 'abuse', note: 'threats' })).report;
    // the sender deletes the message: the report keeps what it said
    expectOk(await api('/messages/delete-hard', { method: 'POST', token: other.token, body: { messageId: two } }));
    const kept = (await reportsOf(owner.token, groupId)).find((r: any) => r.id === gone.id);
    expect(kept.message).toMatchObject({ _id: two, content: 'spam spam', deleted: true });

    expectOk(await resolve(owner.token, groupId, dismissed.id, 'dismiss'));
    expect(await (await testDb()).collection('messages').findOne({ _id: new ObjectId(one) })).not.toBeNull();
    expectOk(await resolve(owner.token, groupId, banned.id, 'ban-sender'));
    expect(ids((await groupDoc(groupId))!.members)).not.toContain(sender.id);
    const [ban] = expectOk(await api(`/group/${groupId}/bans`, { token: owner.token })).bans;
    expect(ban).toMatchObject({ user: { id: sender.id }, reason: 'threats' });
    expect((await reportsOf(owner.token, groupId)).map((r: any) => r.id)).toEqual([gone.id]);
    expectBadInput(await resolve(owner.token, groupId, gone.id, 'shout'));
    expectNotFound(await resolve(owner.token, groupId, 'zzz', 'dismiss'), 'report');
    // an admin of another group resolves nothing here
    const [stranger] = await users(1);
    expectError(await resolve(stranger.token, groupId, gone.id, 'dismiss'), 403, 'NOT_A_MEMBER');
  });
});
