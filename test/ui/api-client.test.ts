import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, ApiClientError } from '@/lib/client/api';

// The browser's request function against the real server. In a page, fetch('/api/...') is
// relative to the page; here the server's origin is put in front and nothing else is changed.
// A failed call keeps what the error answer says beyond its code (API.md): the field and why,
// or the resource that was not found.

const pageFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = (input, init) => pageFetch(typeof input === 'string' && input.startsWith('/') ? `${inject('baseUrl')}${input}` : input, init);
});

afterAll(() => {
  globalThis.fetch = pageFetch;
});

async function failure(call: Promise<unknown>): Promise<ApiClientError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('api()', () => {
  it('answers the parsed body of a success', async () => {
    const config = await api<{ supportUserId: string }>('/config');
    expect(config.supportUserId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('a refused field keeps its code, message, field and reason', async () => {
    const error = await failure(api('/auth/login', { body: { username: '', password: 'secret12' } }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: 'username', reason: 'REQUIRED' });
    expect(error.message).not.toBe('');
  });

  it('an unknown resource keeps its name', async () => {
    const error = await failure(api('/auth/forgot-password', { body: { email: 'nobody-at-all@example.test' } }));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', resource: 'account' });
  });

  it('a call without credentials is refused as an ordinary error (no session to end)', async () => {
    const error = await failure(api('/user/me'));
    expect(error.status).toBe(401);
    expect(error.field).toBeUndefined();
  });
});
