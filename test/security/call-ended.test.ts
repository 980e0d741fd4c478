import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';
import { directChat, group } from '../chats/helpers';

// `call:ended` is accepted only from someone in the call (caller, callee being
// rung, participant), as for the other call events; an outsider cannot end or disturb the call.

const opened: TestSocket[] = [];
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

const offer = { type: 'offer', sdp: 'v=0 fake' };
const answer = { type: 'answer', sdp: 'v=0 fake' };

describe('call:ended from outside the call', () => {
  it('an outsider’s call:ended is refused and reaches nobody; the call goes on', async () => {
    const [alice, bob, mallory] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const chatId = await directChat(alice, bob);
    const [sa, sb, sm] = await Promise.all([openSocket(alice.token), openSocket(bob.token), openSocket(mallory.token)]);
    opened.push(sa, sb, sm);
    expect(await sa.emitWithAck('call:incoming', { chatId, to: bob.id, isVideo: false })).toEqual({ ok: true });
    await sb.next('call:incoming');
    expect(await sm.emitWithAck('call:ended', { chatId })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sb.receives('call:ended', 500)).toBe(false);
    expect(await sa.receives('call:ended', 0)).toBe(false);
    // The call is untouched: bob answers and the signals flow.
    expect(await sa.emitWithAck('call:signal', { chatId, to: bob.id, signal: offer })).toEqual({ ok: true });
    await sb.next('call:signal');
    expect(await sb.emitWithAck('call:signal', { chatId, to: alice.id, signal: answer })).toEqual({ ok: true });
    expect((await sa.next('call:signal')).from).toBe(bob.id);
    expect(await sa.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
    expect(await sb.next('call:ended')).toMatchObject({ chatId, from: alice.id });
  });

  it('a group member who is not in the call cannot end it either', async () => {
    const [owner, member, idle] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const chatId = await group(owner, [member, idle]);
    // idle has no socket, so only member is rung; idle then connects and tries to end the call.
    const [so, sm] = await Promise.all([openSocket(owner.token), openSocket(member.token)]);
    opened.push(so, sm);
    expect(await so.emitWithAck('call:incoming', { chatId, to: member.id, isVideo: false })).toEqual({ ok: true });
    const ring = await sm.next('call:incoming');
    expect(ring.calleeIds).toEqual([member.id]);
    const si = await openSocket(idle.token);
    opened.push(si);
    expect(await si.emitWithAck('call:ended', { chatId })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    expect(await sm.receives('call:ended', 500)).toBe(false);
  });
});
