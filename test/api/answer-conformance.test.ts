import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { ANSWERS, type AnsweredCall } from '@/lib/contract/routes';
import { api, mailDir, registerUser, uniqueName, type ApiAnswer, type TestUser } from '../support/api';
import { ownLoopbackAddress, postFrom } from '../support/from-address';
import { mailsFor, waitForCode } from '../support/mailbox';
import { fileForm, gifBytes, pngBytes, quickUser } from '../groups/helpers';
import { badgeForm, userFields } from '../badges/helpers';

// Every success answer of the API against the contract (lib/contract/routes.ts, the schemas of
// lib/contract/answers): each call is made once against the real server, and its answer must
// carry every field the contract requires, with its type. A route that drops or retypes a
// promised field fails here, naming the call and the field. The table itself must name every
// route the app has, so a new route cannot go unchecked.

/** Routes that answer files, not JSON (the uploads' own door serves them). */
const FILE_ROUTES = ['GET /uploads/{name}', 'GET /download/{name}'];
/** Answered by server.ts itself rather than by a route file. */
const NODE_ROUTES = ['POST /messages/send'];

/** "METHOD /path" of every route file under app/api, with `[param]` written `{param}`. */
function routeFiles(): string[] {
  const root = new URL('../../app/api/', import.meta.url);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts'))
    .flatMap((file) => {
      const path = `/${file.replace(/\/?route\.ts$/, '')}`.replace(/\[(\w+)\]/g, '{$1}');
      const source = readFileSync(new URL(file, root), 'utf8');
      const methods = [...source.matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b|export \{ (GET|POST|PUT|PATCH|DELETE) \}/g)];
      return methods.map((m) => `${m[1] ?? m[2]} ${path}`);
    });
}

const checked = new Set<AnsweredCall>();

/** The problems of an answer against the contract: none when it conforms. */
function problems(call: AnsweredCall, answer: ApiAnswer): string[] {
  if (answer.status !== 200) return [`status ${answer.status}: ${JSON.stringify(answer.body)}`];
  const parsed = ANSWERS[call].safeParse(answer.body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
}

function conforms(call: AnsweredCall, answer: ApiAnswer): any {
  expect(problems(call, answer), call).toEqual([]);
  checked.add(call);
  return answer.body;
}

/** Makes `call` (its method, this path) and checks the answer; answers its body. */
async function answered(call: AnsweredCall, path: string, options: { body?: unknown; token?: string } = {}): Promise<any> {
  return conforms(call, await api(path, { ...options, method: call.split(' ')[0] }));
}

/** Makes a call that mails a code to `email` and answers the code. */
async function mailedCode(call: AnsweredCall, path: string, email: string, body: Record<string, unknown>, token?: string): Promise<string> {
  const before = mailsFor(mailDir(), email).length;
  await answered(call, path, { body, token });
  return waitForCode(mailDir(), email, before);
}

const png = await pngBytes();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('every route answers what the contract promises', () => {
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;

  it('the table names every route of the app', () => {
    const routes = [...routeFiles(), ...NODE_ROUTES].filter((route) => !FILE_ROUTES.includes(route));
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !(route in ANSWERS))).toEqual([]);
  });

  it('public calls: configuration, health, registration and login', async () => {
    await answered('GET /config', '/config');
    await answered('GET /health', '/health');
    await answered('GET /push/key', '/push/key');
    const username = uniqueName('ann');
    const email = `${username}@example.test`;
    const otp = await mailedCode('POST /auth/send-otp', '/auth/send-otp', email, { email });
    await answered('POST /auth/register', '/auth/register', { body: { username, password: 'secret12', email, otp, birthday: '2000-05-06', gender: 'female' } });
    const login = await answered('POST /auth/login', '/auth/login', { body: { username, password: 'secret12' } });
    ann = { id: login.user.id, username, email, password: 'secret12', token: login.token, user: login.user };
    [bob, cat] = await Promise.all([quickUser(), quickUser()]);
  });

  it('users: own profile, others, votes, settings, search', async () => {
    const token = ann.token;
    await answered('GET /user/me', '/user/me', { token });
    await answered('PUT /user/me', '/user/me', { token, body: { bio: 'hello' } });
    await answered('GET /user/{id}', `/user/${bob.id}`, { token });
    await answered('POST /user/{id}/like', `/user/${bob.id}/like`, { token, body: {} });
    await answered('POST /user/{id}/dislike', `/user/${bob.id}/dislike`, { token, body: {} });
    await answered('POST /user/update-private', '/user/update-private', { token, body: { isPrivate: false } });
    await answered('POST /user/hide-online', '/user/hide-online', { token, body: { hideOnline: false } });
    await answered('PATCH /user/lang', '/user/lang', { token, body: { lang: 'en' } });
    await answered('PUT /user/notifications', '/user/notifications', { token, body: { preview: false } });
    const found = await answered('GET /user/search', `/user/search?query=${encodeURIComponent(bob.username)}`, { token });
    expect(found.users.map((u: { id: string }) => u.id)).toContain(bob.id);
  });

  it('push: a device subscribed, listed and removed, the test push', async () => {
    const token = ann.token;
    // Stored and listed only: nothing is pushed to it (it is removed before the test push).
    const device = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(16).toString('hex')}`,
      keys: { p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'), auth: randomBytes(16).toString('base64url') },
      label: 'Conformance',
    };
    const { subscription } = await answered('POST /push/subscriptions', '/push/subscriptions', { token, body: device });
    await answered('GET /push/subscriptions', '/push/subscriptions', { token });
    await answered('DELETE /push/subscriptions/{id}', `/push/subscriptions/${subscription.id}`, { token });
    expect(await answered('POST /push/test', '/push/test', { token, body: {} })).toEqual({ sent: 0 });
  });

  it('uploads and sticker sets', async () => {
    const token = ann.token;
    const uploaded = await answered('POST /upload', '/upload', { token, body: fileForm('file', gifBytes(), 'image/gif', 'cat.gif') });
    await answered('GET /user/my-stickers', '/user/my-stickers', { token });
    const { stickerSet } = await answered('POST /user/my-stickers', '/user/my-stickers', { token, body: { name: 'Cats' } });
    await answered('PATCH /user/my-stickers/{setId}', `/user/my-stickers/${stickerSet.id}`, { token, body: { name: 'More cats' } });
    const added = await answered('POST /user/my-stickers/{setId}/add', `/user/my-stickers/${stickerSet.id}/add`, { token, body: { url: uploaded.url, title: 'cat' } });
    const sticker = added.stickerSet.stickers[0];
    await answered('DELETE /user/my-stickers/{setId}/{stickerId}', `/user/my-stickers/${stickerSet.id}/${sticker.id}`, { token });
    await answered('DELETE /user/my-stickers/{setId}', `/user/my-stickers/${stickerSet.id}`, { token });
  });

  it('one-to-one chats, messages and pins', async () => {
    const token = ann.token;
    const { chat } = await answered('POST /chat/create', '/chat/create', { token, body: { members: [bob.id], type: 'single' } });
    await answered('GET /chat/one-to-one/{userId}', `/chat/one-to-one/${bob.id}`, { token });
    const { message } = await answered('POST /messages/send', '/messages/send', { token, body: { chatId: chat.id, content: 'conformance words' } });
    const reply = await answered('POST /messages/send', '/messages/send', { token: bob.token, body: { chatId: chat.id, content: 'a reply', replyTo: message.id } });
    expect(reply.message.replyToMessage.id).toBe(message.id);
    await answered('POST /messages/edit', '/messages/edit', { token, body: { messageId: message.id, newContent: 'conformance edited' } });
    await answered('POST /messages/react', '/messages/react', { token: bob.token, body: { messageId: message.id, emoji: '👍' } });
    await answered('GET /messages/by-chat/{id}', `/messages/by-chat/${chat.id}`, { token });
    await answered('GET /messages/by-chat/{id}?around', `/messages/by-chat/${chat.id}?around=${message.id}`, { token });
    await answered('GET /messages/search', `/messages/search?q=conformance&chatId=${chat.id}`, { token });
    await answered('POST /chat/{id}/pin-message', `/chat/${chat.id}/pin-message`, { token, body: { messageId: message.id, scope: 'all' } });
    const pinned = await answered('GET /chat/{id}/pinned-messages', `/chat/${chat.id}/pinned-messages`, { token });
    expect(pinned.pins).toHaveLength(1);
    await answered('POST /chat/{id}/unpin-message', `/chat/${chat.id}/unpin-message`, { token, body: { messageId: message.id, scope: 'all' } });
    await answered('POST /chat/{id}/nickname', `/chat/${chat.id}/nickname`, { token, body: { targetUserId: bob.id, nickname: 'Bobby' } });
    await answered('POST /chat/{id}/mark-read', `/chat/${chat.id}/mark-read`, { token, body: { lastReadId: reply.message.id } });
    const list = await answered('GET /chat/my-chats', '/chat/my-chats', { token });
    expect(list.chats.find((c: { id: string }) => c.id === chat.id)?.lastMessage?.id).toBe(reply.message.id);
    await answered('POST /chat/block/{chatId}', `/chat/block/${chat.id}`, { token, body: {} });
    await answered('POST /chat/unblock/{chatId}', `/chat/unblock/${chat.id}`, { token, body: {} });
    const muted = await answered('PUT /chat/{id}/notifications', `/chat/${chat.id}/notifications`, { token, body: { muted: true } });
    expect(muted.chat.notificationsMuted).toBe(true);
    await answered('PUT /chat/{id}/draft', `/chat/${chat.id}/draft`, { token, body: { text: 'a **draft**' } });
    await answered('POST /messages/delete-for-me', '/messages/delete-for-me', { token, body: { messageId: reply.message.id } });
    await answered('POST /messages/delete-hard', '/messages/delete-hard', { token, body: { messageId: message.id } });
    await answered('POST /chat/{id}/delete-hard', `/chat/${chat.id}/delete-hard`, { token, body: {} });
    await answered('POST /chat/{id}/delete-for-me', `/chat/${chat.id}/delete-for-me`, { token, body: {} });
  });

  it('groups: the member view, every management call, join, leave and deletion', async () => {
    const token = ann.token;
    const [dan, eve] = await Promise.all([quickUser(), quickUser()]);
    const { chat } = await answered('POST /chat/create-group', '/chat/create-group', { token, body: { name: 'Conformance', members: [bob.id, cat.id] } });
    const id = chat.id;
    const { group } = await answered('GET /group/{id}', `/group/${id}`, { token });
    expect(group.members.map((m: { id: string }) => m.id).sort()).toEqual([ann.id, bob.id, cat.id].sort());
    await answered('POST /group/rename-group', '/group/rename-group', { token, body: { groupId: id, newName: 'Renamed' } });
    await answered('PUT /group/{id}/change-avatar', `/group/${id}/change-avatar`, { token, body: fileForm('avatar', png, 'image/png', 'g.png') });
    await answered('POST /group/{id}/members', `/group/${id}/members`, { token, body: { userId: dan.id } });
    await answered('DELETE /group/{id}/members/{userId}', `/group/${id}/members/${dan.id}`, { token });
    await answered('POST /group/{id}/admins', `/group/${id}/admins`, { token, body: { userId: bob.id } });
    await answered('DELETE /group/{id}/admins/{userId}', `/group/${id}/admins/${bob.id}`, { token });
    await answered('POST /group/{id}/mute-member', `/group/${id}/mute-member`, { token, body: { memberId: cat.id, mute: later(60_000) } });
    await answered('POST /group/{id}/mute-all', `/group/${id}/mute-all`, { token, body: { until: later(60_000) } });
    await answered('POST /group/{id}/unmute-all', `/group/${id}/unmute-all`, { token, body: {} });
    await answered('POST /group/{id}/hide-member-list', `/group/${id}/hide-member-list`, { token, body: { hide: false } });
    await answered('POST /group/{id}/join-leave-notice', `/group/${id}/join-leave-notice`, { token, body: { show: false } });
    await answered('PATCH /group/{id}/public', `/group/${id}/public`, { token, body: { value: true } });
    const preview = await answered('GET /group/{id}', `/group/${id}`, { token: eve.token });
    expect(preview.group.isMember).toBe(false);
    await answered('POST /group/join/{id}', `/group/join/${id}`, { token: eve.token, body: {} });
    await answered('POST /group/{id}/leave', `/group/${id}/leave`, { token: eve.token, body: {} });
    await answered('POST /group/{id}/transfer-owner', `/group/${id}/transfer-owner`, { token, body: { newOwnerId: bob.id } });
    const otp = await mailedCode('POST /auth/send-otp-delete-group', '/auth/send-otp-delete-group', bob.email, { email: bob.email, groupId: id }, bob.token);
    await answered('POST /group/delete-group', '/group/delete-group', { token: bob.token, body: { groupId: id, email: bob.email, otp } });
  });

  it('group moderation: slow mode, invites, join requests, bans, reports and the log', async () => {
    const token = ann.token;
    const [dan, eve, fay] = await Promise.all([quickUser(), quickUser(), quickUser()]);
    const { chat } = await answered('POST /chat/create-group', '/chat/create-group', { token, body: { name: 'Moderated', members: [bob.id] } });
    const id = chat.id;
    await answered('PUT /group/{id}/slow-mode', `/group/${id}/slow-mode`, { token, body: { seconds: 30 } });
    const { invite: open } = await answered('POST /group/{id}/invites', `/group/${id}/invites`, { token, body: { maxUses: 5 } });
    const { invite: screened } = await answered('POST /group/{id}/invites', `/group/${id}/invites`, { token, body: { requiresApproval: true, expiresAt: later(3_600_000) } });
    expect((await answered('POST /group/join-invite', '/group/join-invite', { token: dan.token, body: { code: open.code } })).chat.id).toBe(id);
    expect((await answered('POST /group/join-invite', '/group/join-invite', { token: eve.token, body: { code: screened.code } })).request.chatId).toBe(id);
    await answered('GET /group/{id}/join-requests', `/group/${id}/join-requests`, { token });
    await answered('POST /group/{id}/join-requests/{userId}', `/group/${id}/join-requests/${eve.id}`, { token, body: { approve: true } });
    await answered('GET /group/{id}/invites', `/group/${id}/invites`, { token });
    await answered('DELETE /group/{id}/invites/{code}', `/group/${id}/invites/${open.code}`, { token });
    const { message } = await answered('POST /messages/send', '/messages/send', { token: dan.token, body: { chatId: id, content: 'reported words' } });
    await answered('POST /messages/{id}/report', `/messages/${message.id}/report`, { token: bob.token, body: { reason: 'spam', note: 'ads' } });
    const { reports } = await answered('GET /group/{id}/reports', `/group/${id}/reports`, { token });
    await answered('POST /group/{id}/reports/{reportId}', `/group/${id}/reports/${reports[0].id}`, { token, body: { action: 'dismiss' } });
    await answered('POST /group/{id}/ban', `/group/${id}/ban`, { token, body: { memberId: fay.id, reason: 'spam' } });
    await answered('GET /group/{id}/bans', `/group/${id}/bans`, { token });
    await answered('DELETE /group/{id}/ban/{userId}', `/group/${id}/ban/${fay.id}`, { token });
    const log = await answered('GET /group/{id}/log', `/group/${id}/log?limit=50`, { token });
    expect(log.entries.length).toBeGreaterThan(8);
  });

  it('verification requests and the admin calls', async () => {
    const { data: request } = await answered('POST /badge-request', '/badge-request', { token: ann.token, body: badgeForm(userFields(ann)) });
    const session = conforms('POST /badge-request/admin-session', await postFrom(ownLoopbackAddress(), '/badge-request/admin-session', { code: inject('adminCode') }));
    const admin = session.adminToken;
    await answered('GET /badge-request', '/badge-request?status=all', { token: admin });
    await answered('PATCH /badge-request/{id}', `/badge-request/${request.id}`, { token: admin, body: { status: 'approved', note: 'ok' } });
    await answered('POST /badge-request/{id}/remove-badge', `/badge-request/${request.id}/remove-badge`, { token: admin, body: { note: 'gone' } });
  });

  it('account changes: e-mail, birthday, password reset, password change, deletion', async () => {
    const token = ann.token;
    const newEmail = `${uniqueName('new')}@example.test`;
    const oldOtp = await mailedCode('POST /auth/send-otp-email', '/auth/send-otp-email', ann.email, { email: ann.email }, token);
    const newOtp = await mailedCode('POST /auth/send-otp-email-new', '/auth/send-otp-email-new', newEmail, { email: newEmail }, token);
    await answered('POST /auth/change-email', '/auth/change-email', { token, body: { oldEmail: ann.email, oldOtp, newEmail, newOtp } });
    const birthdayOtp = await mailedCode('POST /auth/send-otp-birthday', '/auth/send-otp-birthday', newEmail, { email: newEmail }, token);
    await answered('POST /auth/change-birthday', '/auth/change-birthday', { token, body: { email: newEmail, otp: birthdayOtp, birthday: '1999-02-03' } });

    const resetOtp = await mailedCode('POST /auth/forgot-password', '/auth/forgot-password', cat.email, { email: cat.email });
    await answered('POST /auth/reset-password', '/auth/reset-password', { body: { email: cat.email, otp: resetOtp, newPassword: 'another12' } });
    await mailedCode('POST /auth/send-otp-password', '/auth/send-otp-password', bob.email, { email: bob.email });

    await answered('POST /auth/change-password', '/auth/change-password', { token, body: { oldPassword: 'secret12', newPassword: 'secret13' } });

    const leaver = await registerUser();
    const deleteOtp = await mailedCode('POST /auth/send-otp-delete-account', '/auth/send-otp-delete-account', leaver.email, { email: leaver.email }, leaver.token);
    await answered('POST /auth/delete-account', '/auth/delete-account', { token: leaver.token, body: { email: leaver.email, otp: deleteOtp } });
  });

  it('each call of the table was checked', () => {
    expect(Object.keys(ANSWERS).filter((call) => !checked.has(call as AnsweredCall))).toEqual([]);
  });
});
