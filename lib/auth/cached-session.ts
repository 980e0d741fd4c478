import { KeptMap } from '@/lib/util/kept-map';
import { processSingleton } from '@/lib/util/process-singleton';
import { onUserWrite, type UserDoc } from '@/models/User';
import { checkSessionUser, findSessionUser, verifiedClaims, type CurrentSession } from './current-user';

/*
 * The session check of the call every message makes (POST /messages/send) without a database
 * read each time: the signed-in user is kept in the process for a while, as member summaries are
 * (lib/chats/member-summary.ts). Under load the read was one of a send's three database round
 * trips, each waiting its turn on a busy machine (issue 10: fan-out p99).
 *
 * What keeps it exact: any write to a user (models/User.ts hooks every update and delete: a
 * password change or reset sets a new sessionVersion, a deletion removes the account) forgets
 * the users its filter names, here and, through forget_users, in the other processes (server.ts).
 * A read that was already under way when such a write landed may have returned the account as
 * it was before: every write bumps `writes`, and a read is kept only when none happened while it
 * ran. The token's version is compared with the kept user's on every call, as requireSession
 * does. Between processes, an end of sessions reaches the others as fast as Redis carries it,
 * as for their sockets (lib/realtime/ended-sessions.ts).
 */

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 20_000;

const state = processSingleton('cachedSessions', () => ({ users: new KeptMap<UserDoc>(CACHE_TTL_MS, CACHE_MAX), writes: 0 }));

/** Forgets these users (all when none are named): called for every user write this process hears of. */
export function forgetCachedSessions(ids?: string[]): void {
  state.writes += 1;
  state.users.forget(ids);
}

processSingleton('cachedSessionsHook', () => {
  onUserWrite(forgetCachedSessions);
  return true;
});

/** requireSession's answer, with the user read from the database at most once in CACHE_TTL_MS. */
export async function requireCachedSession(authorization: string | null): Promise<CurrentSession> {
  const claims = verifiedClaims(authorization);
  const kept = state.users.get(claims.userId);
  if (kept) return checkSessionUser(kept, claims);
  const readAt = Date.now();
  const writesBefore = state.writes;
  const user = await findSessionUser(claims);
  if (writesBefore === state.writes) state.users.set(claims.userId, user, readAt);
  return checkSessionUser(user, claims);
}
