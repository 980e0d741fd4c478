import type { Types } from 'mongoose';
import { Chat } from '@/models/Chat';
import type { UserDoc } from '@/models/User';
import { UserVote } from '@/models/UserVote';
import { getUserOrThrow } from './get-user-or-throw';
import { toPublicUser } from './public-user';

/**
 * A profile as the viewer sees it (GET /user/{id}): the public user plus the viewer's own
 * relation to them: their like or dislike, and the block state of their one-to-one chat.
 */
export async function getProfile(opts: { targetId: string | Types.ObjectId; viewer: UserDoc }) {
  const target = await getUserOrThrow(opts.targetId);
  const viewerId = opts.viewer._id;
  const isSelf = target._id.equals(viewerId);
  const [vote, chat] = isSelf
    ? [null, null]
    : await Promise.all([
        UserVote.findOne({ to: target._id, from: viewerId }, { value: 1 }).lean(),
        // $and of two equality matches on the array: the same on MongoDB and FerretDB
        Chat.findOne({ type: 'single', $and: [{ members: viewerId }, { members: target._id }] }, { blockedBy: 1 }).lean(),
      ]);
  const blockedBy = chat?.blockedBy ?? [];
  return {
    user: {
      ...toPublicUser(target, String(viewerId)),
      likedByMe: vote?.value === 'like',
      dislikedByMe: vote?.value === 'dislike',
      blockedByMe: blockedBy.some((id) => id.equals(viewerId)),
      blockedByThem: blockedBy.some((id) => id.equals(target._id)),
    },
  };
}
