import type { UserDoc } from '@/models/User';

/**
 * What every answer that names a user starts with: the id under both spellings (API.md), the
 * username, and the display name and avatar as '' when unset.
 */
export function userIdentity(user: Pick<UserDoc, '_id' | 'username' | 'name' | 'avatar'>) {
  const id = String(user._id);
  return { _id: id, id, username: user.username, name: user.name ?? '', avatar: user.avatar ?? '' };
}
