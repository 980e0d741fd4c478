import type { Types } from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { User, type UserDoc } from '@/models/User';
import { UserVote } from '@/models/UserVote';
import { getProfile } from './get-profile';
import { getUserOrThrow } from './get-user-or-throw';
import { withKeyLock } from '@/lib/util/keyed-lock';

export type VoteValue = 'like' | 'dislike';

/**
 * likeCount and dislikeCount on User, counted again from the votes. Not `$inc`: FerretDB v1 loses
 * concurrent increments (see keyed-lock.ts), and a count taken from the votes heals any drift
 * at the next vote instead of keeping it forever.
 */
async function refreshVoteCounts(userId: Types.ObjectId): Promise<void> {
  const [likeCount, dislikeCount] = await Promise.all([
    UserVote.countDocuments({ to: userId, value: 'like' }),
    UserVote.countDocuments({ to: userId, value: 'dislike' }),
  ]);
  await User.updateOne({ _id: userId }, { $set: { likeCount, dislikeCount } });
}

/**
 * POST /user/{id}/like and /dislike. One vote per pair (unique {to, from}); liking replaces a
 * dislike and back; the same choice twice is 409 ALREADY_DONE.
 */
export async function voteUser(opts: { voter: UserDoc; targetId: string; value: VoteValue }) {
  const target = await getUserOrThrow(opts.targetId);
  if (target._id.equals(opts.voter._id)) throw new ApiError('CANNOT_VOTE_SELF');
  const pair = { to: target._id, from: opts.voter._id };

  await withKeyLock(`user:${target._id}`, async () => {
    // The unique index settles a race with another process: the loser looks again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const existing = await UserVote.findOne(pair, { value: 1 }).lean();
      if (existing?.value === opts.value) throw new ApiError('ALREADY_DONE');
      try {
        if (existing) await UserVote.updateOne({ _id: existing._id }, { $set: { value: opts.value } });
        else await UserVote.create({ ...pair, value: opts.value });
        break;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
    }
    await refreshVoteCounts(target._id);
  });
  return getProfile({ targetId: target._id, viewer: opts.voter });
}
