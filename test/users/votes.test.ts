import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { expectNotFound } from '../support/errors';
import { likeTier } from '@/lib/users/like-tier';

const like = (voter: TestUser, target: string, body: unknown = {}) => api(`/user/${target}/like`, { token: voter.token, body });
const dislike = (voter: TestUser, target: string) => api(`/user/${target}/dislike`, { token: voter.token, body: { lang: 'en' } });

/** The counts on the user row and the votes that should add up to them. */
async function countsOf(userId: string) {
  const db = await testDb();
  const row = await db.collection('users').findOne({ _id: new ObjectId(userId) });
  const votes = await db.collection('uservotes').find({ to: new ObjectId(userId) }).toArray();
  return {
    stored: { likeCount: row?.likeCount, dislikeCount: row?.dislikeCount },
    fromVotes: { likeCount: votes.filter((v) => v.value === 'like').length, dislikeCount: votes.filter((v) => v.value === 'dislike').length },
  };
}

let voter: TestUser;
let target: TestUser;

beforeAll(async () => {
  [voter, target] = await Promise.all([registerUser(), registerUser()]);
});

describe('POST /user/{id}/like and /dislike', () => {
  it('like and dislike exclude each other; the same choice twice is 409 ALREADY_DONE', async () => {
    const liked = await like(voter, target.id);
    expect(liked.status).toBe(200);
    expect(liked.body.user).toMatchObject({ id: target.id, likeCount: 1, dislikeCount: 0, likedByMe: true, dislikedByMe: false });

    const again = await like(voter, target.id);
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_DONE']);
    expect(again.body.message).toBeTruthy();

    const disliked = await dislike(voter, target.id);
    expect(disliked.status).toBe(200);
    expect(disliked.body.user).toMatchObject({ likeCount: 0, dislikeCount: 1, likedByMe: false, dislikedByMe: true });
    expect((await dislike(voter, target.id)).status).toBe(409);

    expect((await like(voter, target.id)).body.user).toMatchObject({ likeCount: 1, dislikeCount: 0, likedByMe: true });
    const profile = (await api(`/user/${target.id}`, { token: voter.token })).body.user;
    expect([profile.likedByMe, profile.dislikedByMe, profile.likeCount]).toEqual([true, false, 1]);

    const { stored, fromVotes } = await countsOf(target.id);
    expect(stored).toEqual(fromVotes);
    expect(fromVotes).toEqual({ likeCount: 1, dislikeCount: 0 });
  });

  it('keeps the counts true under racing votes (same pair, and many voters at once)', async () => {
    const [a, b, c, d] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
    const statuses = (await Promise.all([like(a, b.id), like(a, b.id), like(a, b.id)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    await Promise.all([dislike(a, b.id), like(a, b.id), dislike(a, b.id)]);
    const pair = await countsOf(b.id);
    expect(pair.stored).toEqual(pair.fromVotes);
    expect(pair.fromVotes.likeCount + pair.fromVotes.dislikeCount).toBe(1);

    // FerretDB v1 loses concurrent $inc of one document: the counts must not depend on it
    await Promise.all([like(b, a.id), like(c, a.id), like(d, a.id), dislike(b, d.id), dislike(c, d.id)]);
    expect((await countsOf(a.id)).stored).toEqual({ likeCount: 3, dislikeCount: 0 });
    expect((await countsOf(d.id)).stored).toEqual({ likeCount: 0, dislikeCount: 2 });
  });

  it('counts a burst of votes once per voter, and a burst of changes of mind', async () => {
    const [star, ...fans] = await Promise.all(Array.from({ length: 13 }, () => registerUser()));
    const likes = await Promise.all(fans.flatMap((fan) => [like(fan, star.id), like(fan, star.id)]));
    expect(likes.filter((r) => r.status === 200)).toHaveLength(12);
    expect(likes.filter((r) => r.body.code === 'ALREADY_DONE')).toHaveLength(12);
    expect(await countsOf(star.id)).toEqual({ stored: { likeCount: 12, dislikeCount: 0 }, fromVotes: { likeCount: 12, dislikeCount: 0 } });

    // everyone changes their mind, some twice, all at once: no count taken before a change may
    // overwrite one taken after it
    const changeMind = async (fan: TestUser, times: number) => {
      for (let i = 0; i < times; i += 1) expect((await (i % 2 ? like : dislike)(fan, star.id)).status).toBe(200);
    };
    await Promise.all(fans.map((fan, i) => changeMind(fan, i % 2 ? 3 : 2)));
    expect(await countsOf(star.id)).toEqual({ stored: { likeCount: 6, dislikeCount: 6 }, fromVotes: { likeCount: 6, dislikeCount: 6 } });
  });

  it('moves the like tier at 10 likes; counts come from the votes', async () => {
    const star = await registerUser();
    const db = await testDb();
    const now = new Date();
    await db.collection('uservotes').insertMany(
      Array.from({ length: 9 }, () => ({ from: new ObjectId(), to: new ObjectId(star.id), value: 'like', createdAt: now, updatedAt: now })),
    );
    // a stored count that drifted is put right by the next vote
    await db.collection('users').updateOne({ _id: new ObjectId(star.id) }, { $set: { likeCount: 500 } });
    const res = await like(voter, star.id);
    expect(res.body.user).toMatchObject({ likeCount: 10, dislikeCount: 0, likeTier: 1 });
    expect((await dislike(voter, star.id)).body.user).toMatchObject({ likeCount: 9, dislikeCount: 1, likeTier: 0 });
  });

  it('maps like counts to the tiers of API.md', () => {
    expect([0, 9, 10, 99, 100, 999, 1000, 4999, 5000, 9999, 10000, 10 ** 6].map(likeTier)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('refuses oneself (400), unknown users (404), bad bodies (400) and no token (401)', async () => {
    for (const [call, lang] of [[like, 'vi'], [dislike, 'en']] as const) {
      const self = await call(voter, voter.id);
      expect([self.status, self.body.code]).toEqual([400, 'CANNOT_VOTE_SELF']);
      expectNotFound(await call(voter, String(new ObjectId())), 'user', lang);
      expectNotFound(await call(voter, 'not-an-id'), 'user', lang);
    }
    // an unusable lang is ignored (the default language answers), never a 500
    const operator = await like(voter, target.id, { lang: { $gt: '' } });
    expect([operator.status, operator.body.code]).toEqual([409, 'ALREADY_DONE']);
    expect((await api(`/user/${target.id}/like`, { body: {} })).status).toBe(401);
    expect((await countsOf(voter.id)).stored).toEqual({ likeCount: 0, dislikeCount: 0 });
  });
});
