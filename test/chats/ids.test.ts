import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { directChat, expectError, send, unknownId, users } from './helpers';

// Every call that takes an id in its path: unknown or malformed ids are 404 NOT_FOUND, never a
// 500, and never somebody else's data.

describe('ids in the path', () => {
  it('unknown and malformed chat and user ids give 404 on every call', async () => {
    const [me, other] = await users(2);
    const chatId = await directChat(me, other);
    const message = await send(me, chatId, 'x');
    const calls = (id: string): Array<[string, Record<string, unknown> | undefined]> => [
      [`/chat/${id}/pinned-messages`, undefined],
      [`/messages/by-chat/${id}`, undefined],
      [`/chat/one-to-one/${id}`, undefined],
      [`/chat/${id}/mark-read`, { lastReadId: message.id }],
      [`/chat/${id}/pin-message`, { messageId: message.id, scope: 'me' }],
      [`/chat/${id}/unpin-message`, { messageId: message.id, scope: 'me' }],
      [`/chat/${id}/nickname`, { nickname: 'x' }],
      [`/chat/${id}/delete-for-me`, {}],
      [`/chat/${id}/delete-hard`, {}],
      [`/chat/block/${id}`, {}],
      [`/chat/unblock/${id}`, {}],
    ];
    // (Operator-looking ids are tried on the GET calls in create.test.ts and history.test.ts.)
    const ids = [unknownId(), 'abc', message.id];
    for (const id of ids) {
      const answers = await Promise.all(calls(id).map(([path, body]) => api(path, { token: me.token, body })));
      answers.forEach((answer) => expectError(answer, 404, 'NOT_FOUND'));
    }
    // The chat is untouched by all that.
    const mine = await api(`/messages/by-chat/${chatId}`, { token: me.token });
    expect(mine.body.messages.map((m: any) => m.id)).toEqual([message.id]);
  }, 120_000);
});
