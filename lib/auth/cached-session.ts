import { onSessionsEnded } from '@/lib/realtime/ended-sessions';
import { onRedisState, redisState } from '@/lib/realtime/redis-state';
import { KeptMap } from '@/lib/util/kept-map';
import { processSingleton } from '@/lib/util/process-singleton';
import { ApiError } from '@/lib/errors/api-error';
import { onUserWrite } from '@/lib/users/user-writes';
import { User, type UserDoc } from '@/models/User';
import { checkSessionUser, verifiedClaims, type CurrentSession } from './current-user';

/*
 * The session check of the call every message makes (POST /messages/send) without a database
 * read each time: the signed-in user is kept in the process for a while, as member summaries are
 * (lib/chats/member-summary.ts). Under load the read was one of a send's three database round
 * trips, each waiting its turn on a busy machine.
 *
 * What keeps it exact:
 * - An end of sessions (password change, reset, deletion) is an event every process acts on
 *   before the change answers (lib/realtime/ended-sessions.ts): the user is forgotten here.
 * - Ends reach other processes through Redis, so a user is kept only while Redis is up (or not
 *   used at all: one process); every kept user is forgotten whenever its state changes.
 * - A read that was under way when a user was forgotten may hold the account as it was: every
 *   forgetting bumps `forgets`, and a read is kept only when none happened while it ran.
 * - The token's version is compared with the kept user's on every call, as requireSession does.
 * Writes to users (names, avatars) forget them too, so the sender's kept profile stays current.
 */

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 20_000;

const state = processSingleton('cachedSessions', () => ({ users: new KeptMap<UserDoc>(CACHE_TTL_MS, CACHE_MAX), forgets: 0 }));

/** Forgets these users (all when none are named). */
export function forgetCachedSessions(ids?: string[]): void {
  state.forgets += 1;
  state.users.forget(ids);
}

processSingleton('cachedSessionsHooks', () => {
  onSessionsEnded((end) => forgetCachedSessions([end.userId]));
  onRedisState(() => forgetCachedSessions());
  onUserWrite(forgetCachedSessions);
  return true;
});

/** Whether an end of sessions in another process is sure to reach this one now. */
const mayKeep = () => {
  const bus = redisState();
  return bus === 'up' || bus === 'off';
};

/**
 * Reads a user from the database, as a session check must, and keeps what it read for the
 * user's next calls. A socket's setup reads its user this way: the sends that follow it (a user
 * who opens the app and writes) then need no read of their own.
 */
export async function readSessionUser(userId: string, withChatIds = false): Promise<UserDoc | null> {
  const readAt = Date.now();
  const forgetsBefore = state.forgets;
  const read = await User.findById(userId)
    .select(withChatIds ? '+chatIds' : '')
    .lean<UserDoc>();
  if (!read) return null;
  if (forgetsBefore === state.forgets && mayKeep()) {
    // Kept as requireSession reads it: without the chat ids, which only a socket's setup needs.
    const kept: Partial<UserDoc> = { ...read };
    delete kept.chatIds;
    state.users.set(userId, kept as UserDoc, readAt);
  }
  return read;
}

/** requireSession's answer, with the user read from the database at most once in CACHE_TTL_MS. */
export async function requireCachedSession(authorization: string | null): Promise<CurrentSession> {
  const claims = verifiedClaims(authorization);
  const kept = mayKeep() ? state.users.get(claims.userId) : undefined;
  if (kept) return checkSessionUser(kept, claims);
  const user = await readSessionUser(claims.userId);
  if (!user) throw new ApiError('UNAUTHORIZED');
  return checkSessionUser(user, claims);
}
