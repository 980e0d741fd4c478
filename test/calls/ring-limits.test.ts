import { afterEach, describe, expect, it } from 'vitest';
import { RINGS_PER_CALLEE, RINGS_PER_CALLER } from '@/lib/calls/ring-limit';
import { api, registerUser, type TestUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';

// Each ring writes a call message into its chat and rings the other side. One account ringing
// from many sockets (each within its own socket limit), or several accounts ringing one person,
// are refused past RINGS_PER_CALLER / RINGS_PER_CALLEE a minute with 429 TOO_MANY_REQUESTS,
// before anything is written. The call card's picture is only ever one of this server's uploads.

const opened: TestSocket[] = [];
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

async function sockets(user: TestUser, n: number): Promise<TestSocket[]> {
  const list = await Promise.all(Array.from({ length: n }, () => openSocket(user.token)));
  opened.push(...list);
  return list;
}

const directChat = async (a: TestUser, b: TestUser): Promise<string> => (await api('/chat/create', { token: a.token, body: { members: [b.id] } })).body.chat.id;

/** Rings and hangs up `times` times, each from the next of `from` (so no one socket passes its own limit); the answers to the rings. */
async function ringAndHangUp(from: TestSocket[], chatId: string, times: number): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const socket = from[i % from.length];
    const rang = await socket.emitWithAck('call:incoming', { chatId, isVideo: false });
    answers.push(rang.ok ? 'ok' : rang.code);
    if (rang.ok) expect(await socket.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
  }
  return answers;
}

const callMessages = async (user: TestUser, chatId: string) =>
  ((await api(`/messages/by-chat/${chatId}?limit=100`, { token: user.token })).body.messages as any[]).filter((m) => m.type === 'system' && /^call_/.test(m.system?.event)).length;

const times = (n: number, what: string) => Array.from({ length: n }, () => what);

describe('ring limits', () => {
  it(`one caller: ${RINGS_PER_CALLER} rings a minute, then TOO_MANY_REQUESTS and no more call messages`, async () => {
    const [caller, callee] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(caller, callee);
    const answers = await ringAndHangUp(await sockets(caller, 4), chatId, RINGS_PER_CALLER + 2);
    expect(answers).toEqual([...times(RINGS_PER_CALLER, 'ok'), 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(await callMessages(callee, chatId)).toBe(RINGS_PER_CALLER);
  });

  it(`one callee: ${RINGS_PER_CALLEE} rings a minute from everyone, then the next caller is refused`, async () => {
    const [victim, a, b, c, other] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser(), registerUser()]);
    const [fromA, fromB, fromC] = await Promise.all([directChat(a, victim), directChat(b, victim), directChat(c, victim)]);
    const first = RINGS_PER_CALLER;
    const rest = RINGS_PER_CALLEE - first;
    expect(await ringAndHangUp(await sockets(a, 4), fromA, first)).toEqual(times(first, 'ok'));
    const bSockets = await sockets(b, 3);
    expect(await ringAndHangUp(bSockets, fromB, rest + 1)).toEqual([...times(rest, 'ok'), 'TOO_MANY_REQUESTS']);
    const [cSocket] = await sockets(c, 1);
    expect(await ringAndHangUp([cSocket], fromC, 1)).toEqual(['TOO_MANY_REQUESTS']);
    expect((await Promise.all([callMessages(victim, fromA), callMessages(victim, fromB), callMessages(victim, fromC)])).reduce((x, y) => x + y)).toBe(RINGS_PER_CALLEE);
    // Someone else can still be rung by them.
    expect(await ringAndHangUp([cSocket], await directChat(c, other), 1)).toEqual(['ok']);
  });

  it('the call card shows only a picture of this server’s uploads', async () => {
    const [caller, callee] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(caller, callee);
    const [[from], [to]] = await Promise.all([sockets(caller, 1), sockets(callee, 1)]);
    const stored = '0123456789abcdef0123456789abcdef.png';
    for (const [avatar, shown] of [
      ['https://evil.example/track.png', ''],
      ['javascript:alert(1)', ''],
      [`https://evil.example/uploads/${stored}`, `/uploads/${stored}`],
      [`/api/uploads/${stored}`, `/uploads/${stored}`],
    ]) {
      expect(await from.emitWithAck('call:incoming', { chatId, isVideo: false, name: 'Me', avatar })).toEqual({ ok: true });
      expect((await to.next('call:incoming')).avatar, avatar).toBe(shown);
      expect(await from.emitWithAck('call:ended', { chatId })).toEqual({ ok: true });
    }
  });
});
