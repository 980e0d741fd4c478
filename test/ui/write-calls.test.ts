import { beforeEach, describe, expect, it, vi } from 'vitest';

// The named write calls of lib/client/queries/ send exactly the wire calls the components used to
// write inline (path, method, body): the guest forms' calls, the one-to-one chat and
// one attempt of a message send.
const calls: { path: string; options: unknown }[] = [];
let answer: (path: string) => unknown = () => ({ success: true });

vi.mock('@/lib/client/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/client/api')>();
  return {
    ...actual,
    api: async (path: string, options: unknown) => {
      calls.push({ path, options });
      return answer(path);
    },
  };
});

const { ApiClientError } = await import('@/lib/client/api');
const { authCalls } = await import('@/lib/client/queries/auth-calls');
const { createDirectChat, findDirectChat } = await import('@/lib/client/queries/chat-mutations');
const { sendMessageOnce } = await import('@/lib/client/queries/send-message');

const U = 'b'.repeat(24);
const C = 'c'.repeat(24);

describe('named write calls', () => {
  beforeEach(() => {
    calls.length = 0;
    answer = () => ({ success: true });
  });

  it.each([
    ['login', () => authCalls.login({ username: 'ann', password: 'secret1' }), '/auth/login', { body: { username: 'ann', password: 'secret1' } }],
    [
      'register',
      () => authCalls.register({ username: 'ann', password: 'secret1', birthday: '2000-01-01', gender: 'female', email: 'a@example.com', otp: '123456' }),
      '/auth/register',
      { body: { username: 'ann', password: 'secret1', birthday: '2000-01-01', gender: 'female', email: 'a@example.com', otp: '123456' } },
    ],
    ['sendCode', () => authCalls.sendCode('/auth/send-otp-birthday', 'a@example.com'), '/auth/send-otp-birthday', { body: { email: 'a@example.com' } }],
    [
      'resetPassword',
      () => authCalls.resetPassword({ email: 'a@example.com', otp: '123456', newPassword: 'secret2' }),
      '/auth/reset-password',
      { body: { email: 'a@example.com', otp: '123456', newPassword: 'secret2' } },
    ],
  ])('%s', async (_name, call, path, options) => {
    await call();
    expect(calls).toEqual([{ path, options }]);
  });

  it('createDirectChat posts the one other member and answers the chat', async () => {
    answer = () => ({ chat: { _id: C, type: 'single' } });
    expect(await createDirectChat(U)).toEqual({ _id: C, type: 'single' });
    expect(calls).toEqual([{ path: '/chat/create', options: { body: { members: [U], type: 'single' } } }]);
  });

  it('findDirectChat answers the chat, null on 404, and throws anything else', async () => {
    answer = () => ({ chat: { _id: C } });
    expect(await findDirectChat(U)).toEqual({ _id: C });
    expect(calls).toEqual([{ path: `/chat/one-to-one/${U}`, options: undefined }]);
    answer = () => {
      throw new ApiClientError(404, 'NOT_FOUND', '');
    };
    expect(await findDirectChat(U)).toBeNull();
    answer = () => {
      throw new ApiClientError(500, 'INTERNAL_ERROR', '');
    };
    await expect(findDirectChat(U)).rejects.toMatchObject({ status: 500 });
  });

  it('sendMessageOnce sends the body with its clientId and answers the message', async () => {
    answer = () => ({ message: { _id: 'm1' } });
    expect(await sendMessageOnce({ chatId: C, type: 'text', content: 'hi' }, 'id1')).toEqual({ _id: 'm1' });
    expect(calls).toEqual([{ path: '/messages/send', options: { body: { chatId: C, type: 'text', content: 'hi', clientId: 'id1' } } }]);
  });
});
