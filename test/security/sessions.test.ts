import { afterEach, describe, expect, it } from 'vitest';
import { api, registerUser, requestCode } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';
import { expectError, expectOk } from '../auth/helpers';
import { directChat } from '../chats/helpers';

// API.md "Sessions": a password change, a reset or an account deletion ends
// every other session of the account: their calls get 401 SESSION_ENDED, their sockets get
// `session_ended` and are disconnected; the client that changed the password gets a fresh token.

const opened: TestSocket[] = [];
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
});

async function socketOf(token: string) {
  const socket = await openSocket(token);
  opened.push(socket);
  return socket;
}

/**
 * Watches the socket from now on; the function returned resolves once the server has sent
 * `session_ended` (buffered, so the wait for it starts after the action, not before a mail
 * round trip) and disconnected the socket.
 */
function watchEnd(socket: TestSocket) {
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return () => Promise.all([socket.next('session_ended', undefined, 10_000), disconnected]);
}

async function secondLogin(user: { username: string; password: string }, password = user.password) {
  const answer = await api('/auth/login', { body: { username: user.username, password } });
  expectOk(answer);
  return answer.body.token as string;
}

async function setupAnswer(token: string) {
  const socket = await openSocket();
  opened.push(socket);
  return socket.emitWithAck('setup', token);
}

describe('sessions end with a password change, a reset or a deletion', () => {
  it('change-password: other tokens get 401 SESSION_ENDED and their sockets are disconnected; the changer gets a fresh token and keeps its socket', async () => {
    const alice = await registerUser();
    const otherToken = await secondLogin(alice);
    const [mine, theirs] = await Promise.all([socketOf(alice.token), socketOf(otherToken)]);
    const ended = watchEnd(theirs);

    const answer = await api('/auth/change-password', { token: alice.token, body: { oldPassword: alice.password, newPassword: 'newpass1' } });
    expectOk(answer);
    expect(answer.body.success).toBe(true);
    const fresh: string = answer.body.token;
    expect(typeof fresh).toBe('string');
    expect(fresh).not.toBe(alice.token);

    const [, reason] = await ended();
    expect(reason).toBe('io server disconnect');
    expectError(await api('/user/me', { token: otherToken }), 401, 'SESSION_ENDED');
    // The token the change was made with is replaced by the fresh one.
    expectError(await api('/user/me', { token: alice.token }), 401, 'SESSION_ENDED');
    const me = await api('/user/me', { token: fresh });
    expectOk(me);
    expect(me.body.user.id).toBe(alice.id);

    // The changer's own socket stays connected and keeps working.
    expect(mine.connected).toBe(true);
    expect(await mine.emitWithAck('get_online_users')).toEqual({ ok: true });
    expect(await mine.receives('session_ended', 300)).toBe(false);

    // An ended token cannot set up a socket; the fresh one and a new login can.
    expect(await setupAnswer(otherToken)).toEqual({ ok: false, code: 'SESSION_ENDED' });
    expect(await setupAnswer(fresh)).toEqual({ ok: true });
    const later = await secondLogin(alice, 'newpass1');
    expectOk(await api('/user/me', { token: later }));
  });

  it('sending, whose route keeps the signed-in user in the process: an ended or deleted session is refused at once', async () => {
    const [erin, frank] = await Promise.all([registerUser(), registerUser()]);
    const chatId = await directChat(erin, frank);
    const sendAs = (token: string, content: string) => api('/messages/send', { token, body: { chatId, content } });
    const other = await secondLogin(erin);
    // Both tokens have sent: the server keeps erin between calls now.
    expectOk(await sendAs(other, 'one'));
    expectOk(await sendAs(erin.token, 'two'));
    const changed = await api('/auth/change-password', { token: erin.token, body: { oldPassword: erin.password, newPassword: 'newpass3' } });
    expectOk(changed);
    expectError(await sendAs(other, 'three'), 401, 'SESSION_ENDED');
    expectError(await sendAs(erin.token, 'four'), 401, 'SESSION_ENDED');
    expectOk(await sendAs(changed.body.token, 'five'));

    expectOk(await sendAs(frank.token, 'six'));
    const otp = await requestCode('/auth/send-otp-delete-account', { email: frank.email }, frank.token);
    expectOk(await api('/auth/delete-account', { token: frank.token, body: { email: frank.email, otp } }));
    expect((await sendAs(frank.token, 'seven')).status).toBe(401);
  });

  it('a wrong old password ends nothing', async () => {
    const bob = await registerUser();
    const other = await secondLogin(bob);
    const socket = await socketOf(other);
    expectError(await api('/auth/change-password', { token: bob.token, body: { oldPassword: 'not-mine1', newPassword: 'newpass1' } }), 400, 'WRONG_PASSWORD');
    expectOk(await api('/user/me', { token: other }));
    expectOk(await api('/user/me', { token: bob.token }));
    expect(await socket.emitWithAck('get_online_users')).toEqual({ ok: true });
  });

  it('reset-password ends every session of the account', async () => {
    const carol = await registerUser();
    const other = await secondLogin(carol);
    const [first, second] = await Promise.all([socketOf(carol.token), socketOf(other)]);
    const ended = [watchEnd(first), watchEnd(second)];
    const otp = await requestCode('/auth/forgot-password', { email: carol.email });
    expectOk(await api('/auth/reset-password', { body: { email: carol.email, otp, newPassword: 'newpass2' } }));
    await Promise.all(ended.map((end) => end()));
    expectError(await api('/user/me', { token: carol.token }), 401, 'SESSION_ENDED');
    expectError(await api('/user/me', { token: other }), 401, 'SESSION_ENDED');
    expect(await setupAnswer(other)).toEqual({ ok: false, code: 'SESSION_ENDED' });
    expectOk(await api('/user/me', { token: await secondLogin(carol, 'newpass2') }));
  });

  it('delete-account disconnects every socket of the account and its tokens stop working', async () => {
    const dave = await registerUser();
    const other = await secondLogin(dave);
    const [mine, theirs] = await Promise.all([socketOf(dave.token), socketOf(other)]);
    const ended = [watchEnd(mine), watchEnd(theirs)];
    const otp = await requestCode('/auth/send-otp-delete-account', { email: dave.email }, dave.token);
    expectOk(await api('/auth/delete-account', { token: dave.token, body: { email: dave.email, otp } }));
    await Promise.all(ended.map((end) => end()));
    for (const token of [dave.token, other]) {
      const answer = await api('/user/me', { token });
      expect(answer.status).toBe(401);
      expect(['UNAUTHORIZED', 'SESSION_ENDED']).toContain(answer.body.code);
    }
  });
});
