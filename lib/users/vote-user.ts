import { ApiError } from '@/lib/api/errors';
import { User, type UserDoc } from '@/models/User';
import { UserVote } from '@/models/UserVote';
import { getProfile } from './get-profile';
import { getUserOrThrow } from './get-user-or-throw';

export type VoteValue = 'like' | 'dislike';

const COUNT_FIELD: Record<VoteValue, 'likeCount' | 'dislikeCount'> = { like: 'likeCount', dislike: 'dislikeCount' };

/**
 * POST /user/{id}/like and /dislike. One vote per pair (unique {to, from}); liking replaces a
 * dislike and back; the same choice twice is 409 ALREADY_DONE. The counts on User follow each
 * vote change that actually happened, so they stay equal to the votes.
 */
export async function voteUser(opts: { voter: UserDoc; targetId: string; value: VoteValue }) {
  const target = await getUserOrThrow(opts.targetId);
  if (target._id.equals(opts.voter._id)) throw new ApiError('CANNOT_VOTE_SELF');
  const pair = { to: target._id, from: opts.voter._id };
  const other: VoteValue = opts.value === 'like' ? 'dislike' : 'like';

  // A racing vote of the same pair can slip in between the steps: a few tries settle it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await UserVote.findOne(pair, { value: 1 }).lean();
    if (existing?.value === opts.value) throw new ApiError('ALREADY_DONE');
    if (existing) {
      const switched = await UserVote.updateOne({ ...pair, value: other }, { $set: { value: opts.value } });
      if (switched.matchedCount === 1) {
        await User.updateOne({ _id: target._id }, { $inc: { [COUNT_FIELD[opts.value]]: 1, [COUNT_FIELD[other]]: -1 } });
        return getProfile({ targetId: target._id, viewer: opts.voter });
      }
      continue;
    }
    try {
      await UserVote.create({ ...pair, value: opts.value });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) continue;
      throw error;
    }
    await User.updateOne({ _id: target._id }, { $inc: { [COUNT_FIELD[opts.value]]: 1 } });
    return getProfile({ targetId: target._id, viewer: opts.voter });
  }
  throw new ApiError('ALREADY_DONE');
}

