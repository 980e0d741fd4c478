import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { api, registerUser, uniqueName } from '../support/api';
import { testDb } from '../support/db';
import { expectError, expectOk, registerBody, registrationCode } from '../auth/helpers';

// Names like admin are reserved, admin rights come from ADMIN_EMAIL only, and
// a look-alike of an existing name (NFKC, Cyrillic/Greek/fullwidth letters) counts as taken.

const fullwidth = (text: string) => [...text].map((c) => (c >= '!' && c <= '~' ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');

describe.concurrent('reserved and look-alike usernames', () => {
  it('admin, administrator, support, root, system (any case, any look-alike) are reserved: 409 USERNAME_TAKEN', async () => {
    // The name is checked before the code, so one code serves every try (and the last one uses it).
    const { email, otp } = await registrationCode();
    for (const username of ['admin', 'Admin', 'ADMINISTRATOR', 'root', 'System', 'support', 'Support', '\u0430dmin', fullwidth('root'), 'SYST\u0395M']) {
      expectError(await api('/auth/register', { body: registerBody({ username, email, otp }) }), 409, 'USERNAME_TAKEN');
    }
    // Names that merely contain them are fine.
    expectOk(await api('/auth/register', { body: registerBody({ username: uniqueName('admin_'), email, otp }) }));
  });

  it('a look-alike of an existing name is taken: Cyrillic, Greek, fullwidth, other case', async () => {
    const owner = await registerUser({ username: uniqueName('owner') });
    const name = owner.username;
    const lookAlikes = [
      name.replace('o', '\u043e'), // Cyrillic о
      name.replace('o', '\u03bf'), // Greek ο
      `\u041e${name.slice(1)}`, // Cyrillic О at the start
      fullwidth(name),
      fullwidth(name).toUpperCase(),
      name.replace('e', '\u0435'), // Cyrillic е
    ];
    const { email, otp } = await registrationCode();
    for (const username of lookAlikes) {
      expect(username).not.toBe(name);
      expectError(await api('/auth/register', { body: registerBody({ username, email, otp }) }), 409, 'USERNAME_TAKEN');
    }
    // The control: a name that only differs for real is free.
    expectOk(await api('/auth/register', { body: registerBody({ username: `${name}x`, email, otp }) }));
  });

  it('the first of two look-alikes may register, the second may not, whichever script comes first', async () => {
    const base = uniqueName('pax');
    const cyrillic = base.replace('a', '\u0430');
    await registerUser({ username: cyrillic, email: `${base}@example.test` });
    const { email, otp } = await registrationCode();
    expectError(await api('/auth/register', { body: registerBody({ username: base, email, otp }) }), 409, 'USERNAME_TAKEN');
  });

  it('the name admin gives no admin rights; only ADMIN_EMAIL does', async () => {
    const [named, site] = await Promise.all([registerUser(), registerUser()]);
    const db = await testDb();
    // An account named admin from before the names were reserved.
    await db.collection('users').updateOne({ _id: new ObjectId(named.id) }, { $set: { username: 'admin' } });
    await db.collection('users').updateOne({ _id: new ObjectId(site.id) }, { $set: { email: 'site-admin@example.test' } });
    try {
      const me = await api('/user/me', { token: named.token });
      expect(me.body.user.username).toBe('admin');
      expect(me.body.user.isAdmin).toBe(false);
      expect((await api(`/user/${named.id}`, { token: site.token })).body.user.isAdmin).toBe(false);
      expect((await api(`/user/${site.id}`, { token: named.token })).body.user.isAdmin).toBe(true);
    } finally {
      await db.collection('users').updateOne({ _id: new ObjectId(site.id) }, { $set: { email: site.email } });
    }
  });
});
