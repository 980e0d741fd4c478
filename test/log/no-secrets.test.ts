import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { api, mailDir, uniqueName } from '../support/api';
import { waitForCode } from '../support/mailbox';
import { openSocket } from '../support/socket';

// A whole session — sign-up with an e-mail code, login, a push subscription, sends over the API,
// a wrong and a right password change — then everything the run's server logged (at LOG_LEVEL=trace:
// test/global-setup.ts, every other test's lines included) is scanned: no token, password, code
// push key or message text of it may be there, while its requests are (by their X-Request-Id).

const secret = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;
/** Passwords are 6 to 12 characters. */
const password12 = () => `p${randomBytes(8).toString('base64url')}`;

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the server log', () => {
  it('names each request by the X-Request-Id a proxy sent, else by one of its own, answered back', async () => {
    const given = `proxy-${randomBytes(6).toString('hex')}`;
    const carried = await api('/config', { headers: { 'x-request-id': given } });
    const made = await api('/config');
    const refused = await api('/config', { headers: { 'x-request-id': 'two words' } });
    expect(carried.headers.get('x-request-id')).toBe(given);
    const ids = [made, refused].map((answer) => answer.headers.get('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const log = () => readFileSync(inject('logFile'), 'utf8');
    await eventually(() => [given, ...ids].every((id) => log().includes(id)));
    for (const id of [given, ...ids]) expect(log()).toContain(id);
  });

  it('holds a whole session by request id, and none of its tokens, passwords, codes, push keys or message texts', async () => {
    const requestIds: string[] = [];
    const call = (path: string, options: Parameters<typeof api>[1] = {}) => {
      const id = `log-scan-${requestIds.length}-${randomBytes(6).toString('hex')}`;
      requestIds.push(id);
      return api(path, { ...options, headers: { ...options.headers, 'x-request-id': id } });
    };
    const username = uniqueName('log');
    const email = `${username}@example.test`;
    const password = password12();
    const newPassword = password12();
    const wrongPassword = password12();
    const texts = [secret('text-'), secret('text-'), secret('text-')];

    expect((await call('/auth/send-otp', { body: { email } })).status).toBe(200);
    const otp = await waitForCode(mailDir(), email);
    expect((await call('/auth/register', { body: { username, password, email, otp, birthday: '2000-05-06', gender: 'other' } })).status).toBe(200);
    const login = await call('/auth/login', { body: { username, password } });
    const token: string = login.body.token;
    const failed = await call('/auth/login', { body: { username, password: wrongPassword } });
    expect([login.status, failed.status]).toEqual([200, 401]);

    // A member online: the sends are announced over the socket too.
    const keys = { p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const device = await call('/push/subscriptions', { token, body: { endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`, keys, label: 'log scan' } });
    expect(device.status, JSON.stringify(device.body)).toBe(200);
    const socket = await openSocket(token);
    const chat = await call('/chat/create-group', { token, body: { name: uniqueName('g'), members: [] } });
    const chatId: string = chat.body.chat.id;
    const sent = [];
    for (const content of texts) sent.push(await call('/messages/send', { token, body: { chatId, content } }));
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const edited = secret('edited-');
    expect((await call('/messages/edit', { token, body: { messageId: sent[0].body.message.id, newContent: edited } })).status).toBe(200);
    texts.push(edited);

    expect((await call('/auth/change-password', { token, body: { oldPassword: wrongPassword, newPassword } })).status).toBe(400);
    const changed = await call('/auth/change-password', { token, body: { oldPassword: password, newPassword } });
    expect(changed.status).toBe(200);
    const newToken: string = changed.body.token;
    socket.disconnect();

    const log = () => readFileSync(inject('logFile'), 'utf8');
    await eventually(() => log().includes(requestIds.at(-1)!));
    const text = log();
    for (const id of requestIds) expect(text, `request ${id} is not in the log`).toContain(id);
    const leaks = Object.entries({ token, newToken, password, newPassword, wrongPassword, ...keys, ...Object.fromEntries(texts.map((t, i) => [`text ${i}`, t])) }).filter(([, value]) => text.includes(value));
    expect(leaks.map(([what]) => what)).toEqual([]);
    expect(text).not.toMatch(new RegExp(`\\b${otp}\\b`));
  });
});
