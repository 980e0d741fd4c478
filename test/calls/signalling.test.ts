import { afterEach, describe, expect, it } from 'vitest';
import { api, registerUser, type TestUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';

const opened: TestSocket[] = [];
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

async function connect(user: TestUser) {
  const socket = await openSocket(user.token);
  opened.push(socket);
  return socket;
}

async function directChat(a: TestUser, b: TestUser): Promise<string> {
  return (await api('/chat/create', { token: a.token, body: { members: [b.id] } })).body.chat.id;
}

const offer = { type: 'offer', sdp: 'v=0 fake' };
const answer = { type: 'answer', sdp: 'v=0 fake' };

async function lastMessage(user: TestUser, chatId: string) {
  const history = await api(`/messages/by-chat/${chatId}`, { token: user.token });
  return history.body.messages.at(-1);
}

describe('call signalling', () => {
  it('rings the callee with the server-filled from, relays signals, and writes the duration when it ends', async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(a, b);
    const [sa, sb] = await Promise.all([connect(a), connect(b)]);
    expect(await sa.emitWithAck('call:incoming', { chatId, to: b.id, from: b.id, isVideo: true, name: a.username })).toEqual({ ok: true });
    const ring = await sb.next('call:incoming');
    expect(ring).toMatchObject({ chatId, from: a.id, to: b.id, calleeIds: [b.id], isVideo: true });
    expect(await sa.emitWithAck('call:signal', { chatId, to: b.id, signal: offer, from: b.id })).toEqual({ ok: true });
    expect((await sb.next('call:signal')).from).toBe(a.id);
    expect(await sb.emitWithAck('call:signal', { chatId, to: a.id, signal: answer })).toEqual({ ok: true });
    expect((await sa.next('call:signal')).signal).toEqual(answer);
    expect(await sa.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
    expect(await sb.next('call:ended')).toMatchObject({ chatId, ended: true });
    const message = await sb.next('receive_message', (m) => m.type === 'system');
    expect(message.system).toMatchObject({ event: 'call_ended', actor: a.id, callType: 'video' });
    expect(typeof message.system.durationSec).toBe('number');
  });

  it('refuses non-members, and a busy user gets CALL_BUSY', async () => {
    const [a, b, c] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const chatAB = await directChat(a, b);
    const chatCB = await directChat(c, b);
    const [sa, sb, sc] = await Promise.all([connect(a), connect(b), connect(c)]);
    expect(await sc.emitWithAck('call:incoming', { chatId: chatAB, to: a.id, isVideo: false })).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
    await sa.emitWithAck('call:incoming', { chatId: chatAB, to: b.id, isVideo: false });
    await sb.next('call:incoming');
    await sa.emitWithAck('call:signal', { chatId: chatAB, to: b.id, signal: offer });
    await sb.emitWithAck('call:signal', { chatId: chatAB, to: a.id, signal: answer });
    // b is in a call now: c's call to b is refused, and so is a second call by a
    expect(await sc.emitWithAck('call:incoming', { chatId: chatCB, to: b.id, isVideo: false })).toEqual({ ok: false, code: 'CALL_BUSY' });
    expect(await sa.emitWithAck('call:incoming', { chatId: chatAB, to: b.id, isVideo: false })).toEqual({ ok: false, code: 'CALL_BUSY' });
    // c cannot inject signals into a and b's call, and nobody calls into a blocked chat
    await api(`/chat/block/${chatCB}`, { token: b.token, body: {} });
    expect(await sc.emitWithAck('call:incoming', { chatId: chatCB, to: b.id, isVideo: false })).toEqual({ ok: false, code: 'BLOCKED' });
    expect((await sc.emitWithAck('call:signal', { chatId: chatAB, to: a.id, signal: offer })).ok).toBe(false);
    expect(await sc.receives('call:incoming', 300)).toBe(false);
  });

  it('an unanswered call ends on the server after the ring timeout with a missed-call message', async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(a, b);
    const [sa, sb] = await Promise.all([connect(a), connect(b)]);
    await sa.emitWithAck('call:incoming', { chatId, to: b.id, isVideo: false });
    await sb.next('call:incoming');
    // The test server rings for 3 s (CALL_RING_TIMEOUT_MS).
    expect(await sb.next('call:ended', undefined, 8000)).toMatchObject({ chatId });
    expect((await lastMessage(b, chatId)).system).toMatchObject({ event: 'call_missed', actor: a.id, callType: 'audio' });
  });

  it('a declined call ends for the caller and is recorded as declined (not missed); a lost socket ends an answered call', async () => {
    const [a, b] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(a, b);
    const [sa, sb] = await Promise.all([connect(a), connect(b)]);
    await sa.emitWithAck('call:incoming', { chatId, to: b.id, isVideo: true });
    await sb.next('call:incoming');
    await sb.emitWithAck('call:ended', { chatId });
    expect(await sa.next('call:ended')).toMatchObject({ chatId });
    const declined = await sa.next('receive_message', (m) => m.type === 'system');
    expect(declined.system).toMatchObject({ event: 'call_declined', actor: a.id, actorName: a.username, callType: 'video' });
    expect((await lastMessage(a, chatId)).system.event).toBe('call_declined');

    await sa.emitWithAck('call:incoming', { chatId, to: b.id, isVideo: true });
    await sb.next('call:incoming');
    await sb.emitWithAck('call:signal', { chatId, to: a.id, signal: answer });
    sb.close();
    expect(await sa.next('call:ended')).toMatchObject({ chatId });
  });

  it('a group call rings the online members and goes on until the last two leave', async () => {
    const [a, b, c, offline] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
    const group = await api('/chat/create-group', { token: a.token, body: { name: 'Call group', members: [b.id, c.id, offline.id] } });
    const chatId = group.body.chat.id;
    const [sa, sb, sc] = await Promise.all([connect(a), connect(b), connect(c)]);
    await sa.emitWithAck('call:incoming', { chatId, isVideo: true });
    const ring = await sb.next('call:incoming');
    expect([...ring.calleeIds].sort()).toEqual([b.id, c.id].sort());
    await sc.next('call:incoming');
    await sb.emitWithAck('call:signal', { chatId, to: a.id, signal: answer });
    await sc.emitWithAck('call:signal', { chatId, to: a.id, signal: answer });
    expect((await sc.emitWithAck('call:signal', { chatId, to: b.id, signal: offer })).ok).toBe(true);
    await sa.emitWithAck('call:ended', { chatId });
    expect((await sb.next('call:ended')).ended).toBeUndefined();
    expect(await sb.receives('receive_message', 400, (m) => m.type === 'system')).toBe(false);
    await sb.emitWithAck('call:ended', { chatId });
    expect((await sc.next('receive_message', (m) => m.type === 'system')).system.event).toBe('call_ended');
  });
});
