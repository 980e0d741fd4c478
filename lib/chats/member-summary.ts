import type { Types } from 'mongoose';
import { activeBadges, isAdminUser } from '@/lib/users/public-user';
import { findByIds } from '@/lib/db/find-by-ids';
import { User, type UserDoc } from '@/models/User';

const SUMMARY_FIELDS = { username: 1, name: 1, email: 1, avatar: 1, isPrivate: 1, specialBadges: 1, role: 1, hideOnline: 1 } as const;

export type MemberSummary = ReturnType<typeof toMemberSummary>;

/** What a chat shows of a member: no e-mail when the member's profile is private. */
export function toMemberSummary(user: Pick<UserDoc, '_id' | 'username' | 'name' | 'email' | 'avatar' | 'isPrivate' | 'specialBadges' | 'role'>) {
  const id = String(user._id);
  return {
    _id: id,
    id,
    username: user.username,
    name: user.name ?? '',
    avatar: user.avatar ?? '',
    ...(user.isPrivate ? {} : { email: user.email }),
    specialBadges: activeBadges(user.specialBadges),
    isAdmin: isAdminUser(user),
  };
}

/** Loads many users in one query, keyed by id. */
export async function loadMemberSummaries(ids: Iterable<Types.ObjectId | string>): Promise<Map<string, MemberSummary>> {
  const unique = [...new Set([...ids].map(String))];
  if (!unique.length) return new Map();
  const users = await findByIds<UserDoc>(User, unique, SUMMARY_FIELDS);
  return new Map(users.map((u) => [String(u._id), toMemberSummary(u)]));
}
