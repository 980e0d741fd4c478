import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { ownLoopbackAddress, postFrom } from '../support/from-address';

// Wrong admin codes are counted per address (5 in 15 minutes). Past the limit every try is
// answered 429 at once without comparing the code: a right code and a wrong one get the same
// answer (guessing stops), and tries do not queue behind each other.

describe('admin code lockout per address', () => {
  it('after 5 wrong codes: 429 with Retry-After for any code, the right one too, at once and without a queue', async () => {
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
    expect({ status: right.status, code: right.body.code, token: right.body.adminToken }).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', token: undefined });
    // 20 at once, the right code among them: all refused alike, none waiting on the others
    // (a queue of compares half a second apart took 10 s).
    const started = Date.now();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => session(i === 10 ? inject('adminCode') : `guess-${i}`)));
    expect(new Set(burst.map((a) => `${a.status} ${a.body.code}`))).toEqual(new Set(['429 TOO_MANY_REQUESTS']));
    expect(Date.now() - started).toBeLessThan(5_000);
    // Another address is not locked out: the admin opens a session from there.
    const elsewhere = await postFrom(ownLoopbackAddress(), '/badge-request/admin-session', { code: inject('adminCode') });
    expect(elsewhere.status).toBe(200);
    expect((await api('/badge-request', { token: elsewhere.body.adminToken })).status).toBe(200);
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
