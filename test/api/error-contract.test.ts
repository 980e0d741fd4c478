import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, uniqueName, type ApiAnswer, type TestUser } from '../support/api';
import { openSocket, type TestSocket } from '../support/socket';
import { messages, type Lang } from '../auth/helpers';

// API.md's error answers through the real HTTP API: every bad or missing field is 400
// VALIDATION_ERROR with `field` and `reason`, every unknown id 404 NOT_FOUND with `resource`, and
// the localized message is the specific text the forms show (chosen from that detail), in the
// language asked for. The code and the detail never change with the language.

const LANGS: Lang[] = ['vi', 'en', 'zh'];
const unknownId = () => new ObjectId().toHexString();
const freshEmail = () => `${uniqueName('c')}@example.test`;

/** What a case must answer: its status and its body, from the messages file of the language asked for. */
interface Expected {
  status: 400 | 404;
  body: (errors: any) => Record<string, unknown>;
}

/** 400 VALIDATION_ERROR about `field` for `reason`, with the text errors.validation.<text>. */
const invalid = (field: string, reason: string, text: string): Expected => ({
  status: 400,
  body: (errors) => ({ success: false, code: 'VALIDATION_ERROR', message: errors.validation[text], field, reason }),
});

/** 404 NOT_FOUND of `resource`, with its own text where it has one, else the generic one. */
const notFound = (resource: string): Expected => ({
  status: 404,
  body: (errors) => ({ success: false, code: 'NOT_FOUND', message: errors.notFound[resource] ?? errors.NOT_FOUND, resource }),
});

let alice: TestUser;

beforeAll(async () => {
  alice = await registerUser();
});

const past = () => new Date(Date.now() - 60_000).toISOString();

let ownSet: Promise<string> | undefined;
/** A sticker set of Alice's, made on first use. */
const aliceSet = () => (ownSet ??= api('/user/my-stickers', { token: alice.token, body: { name: 'Bộ thử' } }).then((answer) => answer.body.stickerSet._id as string));

/** Each: what it is, the call answered in `lang` (in the body of a POST/PUT, ?lang= on a GET), the answer. */
const cases: Array<[string, (lang: Lang) => Promise<ApiAnswer>, Expected]> = [
  ['a too-long field (bio over 256)', (lang) => api('/user/me', { method: 'PUT', token: alice.token, body: { bio: 'b'.repeat(257), lang } }), invalid('bio', 'TOO_LONG', 'TOO_LONG')],
  ['a too-short password (5)', (lang) => api('/auth/reset-password', { body: { email: freshEmail(), otp: '123456', newPassword: '12345', lang } }), invalid('newPassword', 'TOO_SHORT', 'passwordLength')],
  ['a malformed e-mail', (lang) => api('/auth/send-otp', { body: { email: 'not-an-email', lang } }), invalid('email', 'INVALID_FORMAT', 'emailInvalid')],
  ['a missing e-mail', (lang) => api('/auth/send-otp', { body: { lang } }), invalid('email', 'REQUIRED', 'emailRequired')],
  ['a missing password at login ("fill in all fields")', (lang) => api('/auth/login', { body: { username: 'someone', lang } }), invalid('password', 'REQUIRED', 'REQUIRED')],
  ['an empty message', (lang) => api('/messages/send', { token: alice.token, body: { chatId: unknownId(), content: ' \n ', lang } }), invalid('content', 'EMPTY', 'messageEmpty')],
  ['a mute time not in the future', (lang) => api(`/group/${unknownId()}/mute-all`, { token: alice.token, body: { until: past(), lang } }), invalid('until', 'NOT_IN_FUTURE', 'NOT_IN_FUTURE')],
  ['an unknown user id', (lang) => api(`/user/${unknownId()}?lang=${lang}`, { token: alice.token }), notFound('user')],
  ['a malformed user id (names nobody)', (lang) => api(`/user/not-an-id?lang=${lang}`, { token: alice.token }), notFound('user')],
  ['an unknown group id', (lang) => api(`/group/${unknownId()}?lang=${lang}`, { token: alice.token }), notFound('group')],
  ['the e-mail of no account (password reset)', (lang) => api('/auth/forgot-password', { body: { email: freshEmail(), lang } }), notFound('account')],
  ['an unknown chat id (no text of its own)', (lang) => api(`/messages/by-chat/${unknownId()}?lang=${lang}`, { token: alice.token }), notFound('chat')],
  ['an unknown sticker set', (lang) => api(`/user/my-stickers/${unknownId()}`, { method: 'PATCH', token: alice.token, body: { name: 'Mới', lang } }), notFound('stickerSet')],
  ['a malformed sticker set id', (lang) => api(`/user/my-stickers/nope`, { method: 'PATCH', token: alice.token, body: { name: 'Mới', lang } }), notFound('stickerSet')],
  ['an unknown sticker in one of my sets', async (lang) => api(`/user/my-stickers/${await aliceSet()}/${unknownId()}?lang=${lang}`, { method: 'DELETE', token: alice.token }), notFound('sticker')],
  ['a file that was never uploaded', (lang) => api(`/uploads/${'a'.repeat(32)}.png?lang=${lang}`), notFound('file')],
];

describe.concurrent('error answers: code, detail and the specific localized text', () => {
  for (const [name, call, expected] of cases) {
    it(name, async () => {
      for (const lang of LANGS) {
        const answer = await call(lang);
        expect({ lang, status: answer.status, body: answer.body }).toEqual({ lang, status: expected.status, body: expected.body(messages(lang).errors) });
      }
    });
  }

  it('answers in vi when no language is asked for', async () => {
    const answer = await api('/auth/reset-password', { body: { email: freshEmail(), otp: '123456', newPassword: '12345' } });
    expect(answer.body).toEqual({ success: false, code: 'VALIDATION_ERROR', message: messages('vi').errors.validation.passwordLength, field: 'newPassword', reason: 'TOO_SHORT' });
  });

  it('the specific texts differ from the generic ones in every language', () => {
    for (const lang of LANGS) {
      const { errors } = messages(lang);
      for (const specific of [errors.validation.passwordLength, errors.validation.emailInvalid, errors.validation.messageEmpty, errors.validation.TOO_LONG]) {
        expect(specific, lang).not.toBe(errors.VALIDATION_ERROR);
      }
      for (const specific of [errors.notFound.user, errors.notFound.group, errors.notFound.account]) expect(specific, lang).not.toBe(errors.NOT_FOUND);
    }
  });
});

describe('socket acknowledgements carry the same detail', () => {
  let socket: TestSocket;
  beforeAll(async () => {
    socket = await openSocket(alice.token);
  });
  afterAll(() => {
    socket?.disconnect();
  });

  it('an unknown chat is NOT_FOUND (chat); a malformed id is VALIDATION_ERROR naming the field', async () => {
    expect(await socket.emitWithAck('read_chat', { chatId: unknownId(), lastReadId: unknownId() })).toEqual({ ok: false, code: 'NOT_FOUND', resource: 'chat' });
    expect(await socket.emitWithAck('read_chat', { chatId: unknownId(), lastReadId: 'nope' })).toEqual({ ok: false, code: 'VALIDATION_ERROR', field: 'lastReadId' });
  });
});
