import type { Types } from 'mongoose';
import { loadMemberSummaries } from '@/lib/chats/member-summary';
import type { Person } from '@/lib/contract/answers';

type Id = Types.ObjectId | string | null | undefined;

/**
 * The people the moderation screens name, by id, with one query for those the process does not
 * keep: `personOf(id)` is null for an account that no longer exists.
 */
export async function loadPeople(ids: Id[]): Promise<(id: Id) => Person> {
  const summaries = await loadMemberSummaries(ids.filter((id): id is Types.ObjectId | string => !!id));
  return (id) => {
    const found = id ? summaries.get(String(id)) : undefined;
    return found ? { _id: found._id, id: found.id, username: found.username, name: found.name, avatar: found.avatar } : null;
  };
}
