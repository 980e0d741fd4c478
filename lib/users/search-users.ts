import type { Types } from 'mongoose';
import { ApiError, notFound } from '@/lib/errors/api-error';
import { literalPattern, withoutControls } from '@/lib/util/escape-regex';
import { Chat } from '@/models/Chat';
import { User, type UserDoc } from '@/models/User';
import { userIdentity } from './user-identity';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_LIMIT = 20;

/**
 * Members of the group to leave out (the add-member search of the group panel). Only those who
 * may see the member list may use it, or it would list a hidden group's members.
 */
async function groupMembersToExclude(groupId: string, viewer: UserDoc): Promise<Types.ObjectId[]> {
  const group = await Chat.findOne({ _id: groupId, type: 'group' }, { members: 1, admins: 1, owner: 1, hideMemberList: 1 }).lean();
  if (!group) throw notFound('group');
  const me = viewer._id;
  if (!group.members.some((m) => m.equals(me))) throw new ApiError('NOT_A_MEMBER');
  const manager = group.owner?.equals(me) || group.admins.some((a) => a.equals(me));
  if (group.hideMemberList && !manager) throw new ApiError('FORBIDDEN');
  return group.members;
}

type Found = Pick<UserDoc, '_id' | 'username' | 'name' | 'email' | 'avatar' | 'isPrivate'>;

function toSearchResult(user: Found) {
  return {
    ...userIdentity(user),
    isPrivate: !!user.isPrivate,
    // Private users leave their e-mail out of results, as out of their profile (API.md).
    ...(user.isPrivate ? {} : { email: user.email }),
  };
}

/**
 * GET /user/search: by username or e-mail, without regard to case; the text is literal (escaped,
 * control characters dropped).
 * Names that start with it come first, then names that contain it. Private users are found by
 * username only: matching their hidden e-mail would reveal it.
 */
export async function searchUsers(opts: { viewer: UserDoc; query: string; excludeGroup?: string }) {
  const text = withoutControls(opts.query).trim();
  if (text.length < SEARCH_MIN_CHARS) return { users: [] };
  const excluded: Types.ObjectId[] = [opts.viewer._id, ...(opts.excludeGroup ? await groupMembersToExclude(opts.excludeGroup, opts.viewer) : [])];

  const matching = (pattern: RegExp) => ({ $or: [{ username: pattern }, { email: pattern, isPrivate: { $ne: true } }] });
  const fields = { username: 1, name: 1, email: 1, avatar: 1, isPrivate: 1 };
  const find = (pattern: RegExp, skip: Types.ObjectId[], limit: number) =>
    User.find({ _id: { $nin: skip }, ...matching(pattern) }, fields)
      .sort({ usernameLower: 1 })
      .limit(limit)
      .lean<Found[]>();

  const starting = await find(literalPattern(text, { flags: 'i', anchored: true }), excluded, SEARCH_LIMIT);
  const containing =
    starting.length < SEARCH_LIMIT
      ? await find(literalPattern(text, { flags: 'i' }), [...excluded, ...starting.map((u) => u._id)], SEARCH_LIMIT - starting.length)
      : [];
  return { users: [...starting, ...containing].map(toSearchResult) };
}
