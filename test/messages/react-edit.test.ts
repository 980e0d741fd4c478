import { beforeAll, describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { expectInvalid } from '../support/errors';
import { SAMPLES, upload } from '../files/fixtures';
import {
  directChat,
  expectBadInput,
  expectError,
  expectOk,
  group,
  history,
  OPERATOR_VALUES,
  QUIET_MS,
  send,
  socketPool,
  unknownId,
  users,
} from '../chats/helpers';

const sockets = socketPool();

let alice: TestUser, bob: TestUser, outsider: TestUser;
let team: string;
beforeAll(async () => {
  [alice, bob, outsider] = await users(3);
  team = await group(alice, [bob]);
});

const react = (user: TestUser, messageId: unknown, emoji: unknown) => api('/messages/react', { token: user.token, body: { messageId, emoji } });
const edit = (user: TestUser, messageId: unknown, newContent: unknown) => api('/messages/edit', { token: user.token, body: { messageId, newContent } });
const reactionsOf = async (user: TestUser, messageId: string) => (await history(user, team)).messages.find((m) => m.id === messageId)?.reactions;

const SEVEN = ['\u{1F44D}', '\u2764\uFE0F', '\u{1F606}', '\u{1F62E}', '\u{1F622}', '\u{1F620}', '\u{1F44F}'];

describe('POST /messages/react', () => {
  it('takes each of the seven reactions, one per user: a new one replaces the old, empty removes', async () => {
    const message = await send(alice, team, 'react to me');
    for (const emoji of SEVEN) {
      const answer = expectOk(await react(bob, message.id, emoji));
      expect(answer.message.id).toBe(message.id);
      expect(answer.message.reactions).toEqual([{ userId: bob.id, emoji }]);
    }
    expect(await reactionsOf(alice, message.id)).toEqual([{ userId: bob.id, emoji: SEVEN[6] }]);
    expectOk(await react(alice, message.id, SEVEN[0]));
    expect(await reactionsOf(bob, message.id)).toEqual([
      { userId: bob.id, emoji: SEVEN[6] },
      { userId: alice.id, emoji: SEVEN[0] },
    ]);
    expect(expectOk(await react(bob, message.id, '')).message.reactions).toEqual([{ userId: alice.id, emoji: SEVEN[0] }]);
    // Removing what is not there changes nothing.
    expect(expectOk(await react(bob, message.id, '')).message.reactions).toEqual([{ userId: alice.id, emoji: SEVEN[0] }]);
  });

  it('stores a heart without U+FE0F as the heart with it', async () => {
    const message = await send(bob, team, 'love it');
    expect(expectOk(await react(alice, message.id, '\u2764')).message.reactions).toEqual([{ userId: alice.id, emoji: '\u2764\uFE0F' }]);
    expect(await reactionsOf(bob, message.id)).toEqual([{ userId: alice.id, emoji: '\u2764\uFE0F' }]);
  });

  it('refuses anything else with 400 VALIDATION_ERROR', async () => {
    const message = await send(alice, team, 'strict');
    expectOk(await react(bob, message.id, SEVEN[1]));
    for (const emoji of ['\u{1F642}', 'like', ' ', '\u{1F44D}\u{1F44D}', '\u{1F44D}\u{1F3FD}', '\uFE0F', ...OPERATOR_VALUES]) {
      expectError(await react(bob, message.id, emoji), 400, 'VALIDATION_ERROR');
    }
    expectBadInput(await api('/messages/react', { token: bob.token, body: { messageId: message.id } }));
    for (const value of OPERATOR_VALUES) expectBadInput(await react(bob, value, SEVEN[0]));
    expect(await reactionsOf(alice, message.id)).toEqual([{ userId: bob.id, emoji: SEVEN[1] }]);
  });

  it('announces message_reacted to the chat only', async () => {
    const message = await send(alice, team, 'watch');
    const [aliceSocket, outsiderSocket] = await sockets(alice, outsider);
    expectOk(await react(bob, message.id, SEVEN[2]));
    expect(await aliceSocket.next('message_reacted', (e) => e.messageId === message.id)).toEqual({
      chatId: team,
      messageId: message.id,
      reactions: [{ userId: bob.id, emoji: SEVEN[2] }],
    });
    expect(await outsiderSocket.receives('message_reacted', QUIET_MS)).toBe(false);
  });

  it('refuses non-members (403) and unknown messages (404)', async () => {
    const message = await send(alice, team, 'members only');
    expectError(await react(outsider, message.id, SEVEN[0]), 403, 'NOT_A_MEMBER');
    expectError(await react(bob, unknownId(), SEVEN[0]), 404, 'NOT_FOUND');
    expectError(await api('/messages/react', { body: { messageId: message.id, emoji: SEVEN[0] } }), 401, 'UNAUTHORIZED');
    expect(await reactionsOf(alice, message.id)).toEqual([]);
  });
});

describe('POST /messages/edit', () => {
  it('edits one’s own text message (trimmed, marked edited) and announces it to the chat', async () => {
    const message = await send(bob, team, 'typo hree');
    const [aliceSocket, outsiderSocket] = await sockets(alice, outsider);
    const edited = expectOk(await edit(bob, message.id, '  typo here  ')).message;
    expect(edited).toMatchObject({ id: message.id, content: 'typo here', edited: true, sender: bob.id, type: 'text' });
    const event = await aliceSocket.next('message', (e) => e.message?.id === message.id);
    expect(event.action).toBe('edit');
    expect(event.message).toMatchObject({ content: 'typo here', edited: true });
    expect(await outsiderSocket.receives('message', QUIET_MS)).toBe(false);
    const listed = (await history(alice, team)).messages.find((m) => m.id === message.id);
    expect(listed).toMatchObject({ content: 'typo here', edited: true });
  });

  it('refuses editing another’s message or a non-text one (403 FORBIDDEN), and empty content (400)', async () => {
    const others = await send(alice, team, 'alice wrote this');
    expectError(await edit(bob, others.id, 'bob rewrites'), 403, 'FORBIDDEN');
    const image = await send(bob, team, { type: 'image', fileUrl: expectOk(await upload(bob.token, SAMPLES.png, 'pic.png', 'image/png')).url });
    expectError(await edit(bob, image.id, 'caption?'), 403, 'FORBIDDEN');
    const own = await send(bob, team, 'keep');
    expectInvalid(await edit(bob, own.id, ''), 'newContent', 'EMPTY', 'messageEmpty');
    expectInvalid(await edit(bob, own.id, ' \n '), 'newContent', 'EMPTY', 'messageEmpty');
    expectInvalid(await api('/messages/edit', { token: bob.token, body: { messageId: own.id } }), 'newContent', 'REQUIRED', 'messageEmpty');
    expectInvalid(await edit(bob, own.id, 'x'.repeat(5001)), 'newContent', 'TOO_LONG', 'TOO_LONG');
    for (const value of OPERATOR_VALUES) {
      expectInvalid(await edit(bob, own.id, value), 'newContent', value === null ? 'REQUIRED' : 'INVALID_FORMAT', 'messageEmpty');
      expectBadInput(await edit(bob, value, 'x'));
    }
    const list = (await history(alice, team)).messages;
    expect(list.find((m) => m.id === others.id)).toMatchObject({ content: 'alice wrote this', edited: false });
    expect(list.find((m) => m.id === own.id)).toMatchObject({ content: 'keep', edited: false });
  });

  it('refuses non-members (403 NOT_A_MEMBER) and unknown messages (404)', async () => {
    const [x, y] = await users(2);
    const chatId = await directChat(x, y);
    const message = await send(x, chatId, 'ours');
    expectError(await edit(outsider, message.id, 'hijack'), 403, 'NOT_A_MEMBER');
    expectError(await edit(x, unknownId(), 'nothing'), 404, 'NOT_FOUND');
    expectError(await api('/messages/edit', { body: { messageId: message.id, newContent: 'x' } }), 401, 'UNAUTHORIZED');
    expect((await history(y, chatId)).messages[0]).toMatchObject({ content: 'ours', edited: false });
  });
});
