import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../support/api';
import { testDb } from '../support/db';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, makeGroup, users } from '../groups/helpers';
import { adminCalls, requestBadge, userFields } from './helpers';

const { review, removeBadge, list } = adminCalls();

describe('the admin list', () => {
  it('status: pending by default, each status, and all', async () => {
    const [user] = await users(1);
    const tag = uniqueName('tag');
    const make = () => requestBadge(user, userFields(user, { fullname: `${tag} person` }));
    const [pending, approved, rejected, removed] = await Promise.all([make(), make(), make(), make()]);
    expectOk(await review(approved.id, 'approved'));
    expectOk(await review(rejected.id, 'rejected'));
    expectOk(await review(removed.id, 'approved'));
    expectOk(await removeBadge(removed.id, 'gone'));

    const idsOf = async (query: Record<string, string>) => (expectOk(await list({ search: tag, ...query })).data as any[]).map((r) => r.id).sort();
    expect(await idsOf({})).toEqual([pending.id]);
    expect(await idsOf({ status: 'pending' })).toEqual([pending.id]);
    expect(await idsOf({ status: 'approved' })).toEqual([approved.id]);
    expect(await idsOf({ status: 'rejected' })).toEqual([rejected.id]);
    expect(await idsOf({ status: 'removed' })).toEqual([removed.id]);
    expect(await idsOf({ status: 'all' })).toEqual([pending.id, approved.id, rejected.id, removed.id].sort());
    expectError(await list({ status: 'done' }), 400, 'VALIDATION_ERROR');
  });

  it('search: name, e-mail, account id and group id, case-insensitive, with regex characters taken literally', async () => {
    const [user, other] = await users(2);
    const groupId = await makeGroup(other, [user]);
    const tag = uniqueName('s');
    const dotted = await requestBadge(user, userFields(user, { fullname: `Mr ${tag} a.b (x)+ [1-2]/$` }));
    const plain = await requestBadge(user, userFields(user, { fullname: `Mr ${tag} axb x` }));
    const byMail = await requestBadge(other, userFields(other, { email: `${tag}@mail.example` }));
    const forGroup = await requestBadge(other, { badgeType: 'group', groupId, fullname: 'Group things', email: other.email, phone: '0912345678' });

    const found = async (search: string) => (expectOk(await list({ search, status: 'all' })).data as any[]).map((r) => r.id);
    expect((await found(`${tag} a.b`)).sort()).toEqual([dotted.id]);
    expect(await found(`${tag} A.B (X)+`)).toEqual([dotted.id]);
    expect(await found(`${tag} a.b (x)+ [1-2]/$`)).toEqual([dotted.id]);
    expect((await found(tag)).sort()).toEqual([dotted.id, plain.id, byMail.id].sort());
    expect(await found(`${tag.toUpperCase()}@MAIL`)).toEqual([byMail.id]);
    expect((await found(user.id)).sort()).toEqual([dotted.id, plain.id].sort());
    expect(await found(groupId)).toEqual([forGroup.id]);
    // Control characters are dropped, not sent to the database (which refuses a NUL byte).
    expect(await found(`${tag}\u0000 a.b`)).toEqual([dotted.id]);
    expect(expectOk(await list({ search: '\u0000', status: 'all' })).data).toEqual(expect.any(Array));
    for (const odd of ['(', '[', '*', '\\', '.*', '^$']) {
      const answer = await list({ search: `${tag}${odd}`, status: 'all' });
      expect({ odd, status: answer.status, rows: answer.body.data?.length }).toEqual({ odd, status: 200, rows: 0 });
    }
  });

  it('from/to are UTC days, both inclusive; newest first', async () => {
    const [user] = await users(1);
    const tag = uniqueName('d');
    const at = ['2001-03-10T23:59:59.999Z', '2001-03-11T00:00:00.000Z', '2001-03-12T23:59:59.999Z', '2001-03-13T00:00:00.000Z'];
    const made = await Promise.all(at.map((_, i) => requestBadge(user, userFields(user, { fullname: `${tag} ${i}` }))));
    const db = await testDb();
    await Promise.all(made.map((r, i) => db.collection('badgerequests').updateOne({ _id: new ObjectId(r.id) }, { $set: { createdAt: new Date(at[i]) } })));

    const found = async (query: Record<string, string>) => (expectOk(await list({ search: tag, status: 'all', ...query })).data as any[]).map((r) => r.fullname);
    expect(await found({ from: '2001-03-11', to: '2001-03-12' })).toEqual([`${tag} 2`, `${tag} 1`]);
    expect(await found({ from: '2001-03-11', to: '2001-03-11' })).toEqual([`${tag} 1`]);
    expect(await found({ from: '2001-03-13' })).toEqual([`${tag} 3`]);
    expect(await found({ to: '2001-03-10' })).toEqual([`${tag} 0`]);
    expect(await found({ from: '', to: '' })).toEqual([`${tag} 3`, `${tag} 2`, `${tag} 1`, `${tag} 0`]);
    expect(await found({ from: '2001-03-12', to: '2001-03-11' })).toEqual([]);
    expectInvalid(await list({ from: '11/03/2001' }), 'from', 'INVALID_FORMAT', 'dateInvalid');
    expectInvalid(await list({ to: '2001-13-45' }), 'to', 'INVALID_FORMAT', 'dateInvalid');
    expectInvalid(await list({ from: '2001-02-30' }), 'from', 'INVALID_FORMAT', 'dateInvalid');
    expect(await found({ from: '2000-02-29', to: '2001-03-10' })).toEqual([`${tag} 0`]);
  });
});
