import type { Types } from 'mongoose';
import { wireBadges } from '@/lib/badges/wire-badges';
import { isAdminUser } from '@/lib/users/public-user';
import { findByIds } from '@/lib/db/find-by-ids';
import { onRedisState } from '@/lib/realtime/redis-state';
import { announceToServers } from '@/lib/realtime/server-events';
import { KeptMap } from '@/lib/util/kept-map';
import { processSingleton } from '@/lib/util/process-singleton';
import { onUserWrite } from '@/lib/users/user-writes';
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
    specialBadges: wireBadges(user.specialBadges),
    isAdmin: isAdminUser(user),
  };
}

/**
 * Member summaries are read for every message sent out and every page of history, and change
 * rarely: they are kept in the process for a while. Any write to a user (models/User.ts publishes
 * every way of writing one) forgets the users it names, or everything when it names none by _id;
 * with several processes the other processes are told too (lib/realtime/server-events.ts), and
 * when Redis comes back after an outage, during which nothing was told, everything is forgotten.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 20_000;
const cache = processSingleton('memberSummaries', () => new KeptMap<MemberSummary>(CACHE_TTL_MS, CACHE_MAX));

export function forgetMemberSummaries(ids?: string[]): void {
  cache.forget(ids);
}

processSingleton('memberSummaryHook', () => {
  onUserWrite((ids) => {
    forgetMemberSummaries(ids);
    announceToServers('forget_users', ids ?? null);
  });
  onRedisState((state, previous) => {
    if (state === 'up' && previous !== 'off') forgetMemberSummaries();
  });
  return true;
});

/** Loads many users, keyed by id: those not kept in the process with one query. */
export async function loadMemberSummaries(ids: Iterable<Types.ObjectId | string>): Promise<Map<string, MemberSummary>> {
  const unique = [...new Set([...ids].map(String))];
  const found = new Map<string, MemberSummary>();
  const now = Date.now();
  const missing: string[] = [];
  for (const id of unique) {
    const hit = cache.get(id, now);
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  if (!missing.length) return found;
  const users = await findByIds<UserDoc>(User, missing, SUMMARY_FIELDS);
  for (const user of users) {
    const summary = toMemberSummary(user);
    found.set(summary.id, summary);
    cache.set(summary.id, summary, now);
  }
  return found;
}

/** Keeps a summary the caller already holds (the signed-in sender), saving a lookup. */
export function rememberMemberSummary(user: Parameters<typeof toMemberSummary>[0]): MemberSummary {
  const summary = toMemberSummary(user);
  cache.set(summary.id, summary);
  return summary;
}
