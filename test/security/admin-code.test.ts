import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { ownLoopbackAddress, postFrom } from '../support/from-address';

// Issue 11, item 9: wrong admin codes are counted per address (5 in 15 minutes), but the lockout
// must not lock the admin out: past the limit a wrong code gets 429, the right one still opens
// the session (after a short pause, one try at a time per address).

describe('admin code lockout per address', () => {
  it('after 5 wrong codes: wrong ones get 429 with Retry-After, the right one still gets in', async () => {
    const address = ownLoopbackAddress();
    const session = (code: string) => postFrom(address, '/badge-request/admin-session', { code });
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await session(`wrong-${i}`);
      expect({ status: wrong.status, code: wrong.body.code }).toEqual({ status: 403, code: 'WRONG_ADMIN_CODE' });
    }
    const locked = await session('wrong-6');
    expect({ status: locked.status, code: locked.body.code }).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    const right = await session(inject('adminCode'));
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(typeof right.body.adminToken).toBe('string');
    expect((await api('/badge-request', { token: right.body.adminToken })).status).toBe(200);
    // Still counted: the next wrong code from that address is refused again.
    expect((await session('wrong-7')).status).toBe(429);
  });

  it('the count is per address: another address is not locked out', async () => {
    const [locked, other] = [ownLoopbackAddress(), ownLoopbackAddress()];
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, i) => postFrom(locked, '/badge-request/admin-session', { code: `nope-${i}` })));
    expect(wrong.filter((a) => a.status === 403)).toHaveLength(5);
    expect(wrong.filter((a) => a.status === 429)).toHaveLength(3);
    const fresh = await postFrom(other, '/badge-request/admin-session', { code: 'nope-x' });
    expect(fresh.status).toBe(403);
  });
});
