import { afterEach, describe, expect, it } from 'vitest';
import { api, registerUser, requestCode, type TestUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';

// Being in a call follows membership of its chat: whoever loses the chat loses the call at once.

const opened: TestSocket[] = [];
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

async function connect(user: TestUser) {
  const socket = await openSocket(user.token);
  opened.push(socket);
  return socket;
}

const offer = { type: 'offer', sdp: 'v=0 fake' };
const answer = { type: 'answer', sdp: 'v=0 fake' };

/** A group of `owner` and the others, all connected, with a call rung by the owner to everyone. */
async function groupInCall(count: number) {
  const people = await Promise.all(Array.from({ length: count }, () => registerUser()));
  const [owner, ...others] = people;
  const group = await api('/chat/create-group', { token: owner.token, body: { name: 'Call group', members: others.map((o) => o.id) } });
  const chatId: string = group.body.chat.id;
  const sockets = await Promise.all(people.map(connect));
  expect(await sockets[0].emitWithAck('call:incoming', { chatId, isVideo: false })).toEqual({ ok: true });
  await Promise.all(sockets.slice(1).map((s) => s.next('call:incoming')));
  return { chatId, people, sockets };
}

const remove = (chatId: string, owner: TestUser, member: TestUser) => api(`/group/${chatId}/members/${member.id}`, { method: 'DELETE', token: owner.token });

describe('calls follow chat membership', () => {
  it('a member removed mid-call is out of it; one removed while rung cannot answer', async () => {
    const { chatId, people, sockets } = await groupInCall(4);
    const [owner, m, r, k] = people;
    const [so, sm, sr, sk] = sockets;
    expect(await sm.emitWithAck('call:signal', { chatId, to: owner.id, signal: answer })).toEqual({ ok: true });
    expect(await sk.emitWithAck('call:signal', { chatId, to: owner.id, signal: answer })).toEqual({ ok: true });
    await so.next('call:signal', (s) => s.from === k.id);
    expect((await remove(chatId, owner, k)).status).toBe(200);
    expect((await remove(chatId, owner, r)).status).toBe(200);
    // Both are told their part ended; the others hear that they left.
    expect(await sk.next('call:ended', (e) => e.from === k.id)).toMatchObject({ chatId, ended: true });
    expect(await sr.next('call:ended', (e) => e.from === r.id)).toMatchObject({ chatId, ended: true });
    expect(await sm.next('call:ended', (e) => e.from === k.id)).toMatchObject({ chatId });
    // Nobody can signal the removed member, and the removed member can signal nobody.
    expect(await so.emitWithAck('call:signal', { chatId, to: k.id, signal: offer })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sm.emitWithAck('call:signal', { chatId, to: k.id, signal: offer })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sk.emitWithAck('call:signal', { chatId, to: m.id, signal: offer })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sr.emitWithAck('call:signal', { chatId, to: owner.id, signal: answer })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sk.receives('call:signal', 300)).toBe(false);
    expect(await so.receives('call:signal', 100, (s) => s.from === r.id || s.from === k.id)).toBe(false);
    // The call goes on between the two members left.
    const relayed = sm.emitWithAck('call:signal', { chatId, to: owner.id, signal: offer });
    expect(await relayed).toEqual({ ok: true });
    expect((await so.next('call:signal', (s) => s.from === m.id)).participants.sort()).toEqual([owner.id, m.id].sort());
  });

  it('a member who leaves is out of the call; the last two ending it write one message', async () => {
    const { chatId, people, sockets } = await groupInCall(3);
    const [owner, m, leaver] = people;
    const [so, sm, sl] = sockets;
    await sm.emitWithAck('call:signal', { chatId, to: owner.id, signal: answer });
    await sl.emitWithAck('call:signal', { chatId, to: owner.id, signal: answer });
    expect((await api(`/group/${chatId}/leave`, { token: leaver.token, body: {} })).status).toBe(200);
    expect(await sl.next('call:ended', (e) => e.from === leaver.id)).toMatchObject({ chatId, ended: true });
    expect(await sl.emitWithAck('call:signal', { chatId, to: owner.id, signal: offer })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    // Removing one of the last two ends the whole call.
    expect((await remove(chatId, owner, m)).status).toBe(200);
    expect(await so.next('call:ended', (e) => e.ended === true)).toMatchObject({ chatId, reason: 'finished' });
    expect(await so.emitWithAck('call:signal', { chatId, to: m.id, signal: offer })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
  });

  it('deleting the account takes its owner out of a call they were being rung for', async () => {
    const { chatId, people, sockets } = await groupInCall(3);
    const [owner, , deleted] = people;
    const [so, sm] = sockets;
    await sm.emitWithAck('call:signal', { chatId, to: owner.id, signal: answer });
    const otp = await requestCode('/auth/send-otp-delete-account', { email: deleted.email }, deleted.token);
    expect((await api('/auth/delete-account', { body: { email: deleted.email, otp }, token: deleted.token })).status).toBe(200);
    expect(await so.next('call:ended', (e) => e.from === deleted.id)).toMatchObject({ chatId });
    expect(await so.emitWithAck('call:signal', { chatId, to: deleted.id, signal: offer })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sm.emitWithAck('call:signal', { chatId, to: owner.id, signal: offer })).toEqual({ ok: true });
  });

  it('blocking a one-to-one chat ends its call and refuses further signals', async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const chatId = (await api('/chat/create', { token: a.token, body: { members: [b.id] } })).body.chat.id;
    const [sa, sb] = await Promise.all([connect(a), connect(b)]);
    await sa.emitWithAck('call:incoming', { chatId, isVideo: false });
    await sb.next('call:incoming');
    await sb.emitWithAck('call:signal', { chatId, to: a.id, signal: answer });
    await api(`/chat/block/${chatId}`, { token: b.token, body: {} });
    expect(await sa.next('call:ended', (e) => e.ended === true)).toMatchObject({ chatId });
    expect(await sb.next('call:ended', (e) => e.ended === true)).toMatchObject({ chatId });
    expect(await sa.emitWithAck('call:signal', { chatId, to: b.id, signal: offer })).toEqual({ ok: false, code: 'BLOCKED' });
  });
});
