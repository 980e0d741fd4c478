import type { Types } from 'mongoose';
import { ApiError } from '@/lib/errors/api-error';
import { retryCompareAndSet } from '@/lib/db/compare-and-set';
import { User, type UserDoc } from '@/models/User';
import { UserVote } from '@/models/UserVote';
import { getProfile } from './get-profile';
import { getUserOrThrow } from './get-user-or-throw';

export type VoteValue = 'like' | 'dislike';
type Pair = { to: Types.ObjectId; from: Types.ObjectId };

/**
 * The pair's vote becomes `value`. A first vote is an insert, kept once by the unique {to, from}
 * index; a change is an update on condition that the vote is still the one read. Either way the
 * loser of a race looks again, and the same choice twice is 409 ALREADY_DONE.
 */
function castVote(pair: Pair, value: VoteValue): Promise<true> {
  return retryCompareAndSet(async () => {
    const existing = await UserVote.findOne(pair, { value: 1 }).lean();
    if (existing?.value === value) throw new ApiError('ALREADY_DONE');
    if (existing) {
      const changed = await UserVote.updateOne({ _id: existing._id, value: existing.value }, { $set: { value } });
      return changed.modifiedCount === 1 || undefined;
    }
    try {
      await UserVote.create({ ...pair, value });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      return undefined;
    }
  });
}

/**
 * likeCount and dislikeCount on User, counted again from the votes rather than `$inc`ed, so
 * that a drifted count is put right at the next vote. Written on condition that the user's `__v`
 * (bumped only here: users are never `save()`d) is still the one read before counting, so a
 * count taken earlier never overwrites a later one.
 */
function refreshVoteCounts(userId: Types.ObjectId): Promise<true> {
  return retryCompareAndSet(async () => {
    const user = await User.findById(userId, { __v: 1 }).lean<{ __v?: number }>();
    if (!user) return true;
    const [likeCount, dislikeCount] = await Promise.all([
      UserVote.countDocuments({ to: userId, value: 'like' }),
      UserVote.countDocuments({ to: userId, value: 'dislike' }),
    ]);
    const written = await User.updateOne({ _id: userId, __v: user.__v ?? { $exists: false } }, { $set: { likeCount, dislikeCount }, $inc: { __v: 1 } });
    return written.modifiedCount === 1 || undefined;
  });
}

/** POST /user/{id}/like and /dislike. One vote per pair; liking replaces a dislike and back. */
export async function voteUser(opts: { voter: UserDoc; targetId: string; value: VoteValue }) {
  const target = await getUserOrThrow(opts.targetId);
  if (target._id.equals(opts.voter._id)) throw new ApiError('CANNOT_VOTE_SELF');
  await castVote({ to: target._id, from: opts.voter._id }, opts.value);
  await refreshVoteCounts(target._id);
  return getProfile({ targetId: target._id, viewer: opts.voter });
}
