import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../support/api';

describe('stack smoke', () => {
  it('registers with a mailed code and reads /user/me', async () => {
    const alice = await registerUser();
    const me = await api('/user/me', { token: alice.token });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(alice.username);
  });
});
