import { randomInt } from 'node:crypto';
import type { Types } from 'mongoose';
import { announceSessionsEnded, type SessionState } from '@/lib/realtime/ended-sessions';
import { findByIds } from '@/lib/db/find-by-ids';
import { deleteAllSubscriptions } from '@/lib/push/delete-subscriptions';
import { User } from '@/models/User';
import { newSessionId, signUserToken } from './jwt';

const IDS_PER_READ = 1_000;

/**
 * What a password change or reset stores on the account: a new session version, random rather
 * than counted (whoever sets it knows it without reading it back, and two concurrent changes never
 * agree on one), and the session that made the change and goes on ('' for none). Stored together,
 * so any process can tell from the account alone which sessions go on (a socket it holds included).
 */
export function newSessionState(keepSessionId?: string): SessionState {
  return { sessionVersion: randomInt(1, 2 ** 47), keptSessionId: keepSessionId ?? '' };
}

/**
 * After a password change or reset has stored `state` (newSessionState): every token signed
 * before is refused (401 SESSION_ENDED) and the sockets of every other session are disconnected,
 * in every app process before this resolves (lib/realtime/ended-sessions.ts). The session that
 * made the change (`keptSessionId`) goes on: it gets a fresh token, and its sockets stay. Answers
 * that token (none when no session is kept, e.g. a reset).
 */
export async function endOtherSessions(opts: { userId: string | Types.ObjectId; state: SessionState; keep?: boolean }): Promise<string | undefined> {
  const userId = String(opts.userId);
  const { sessionVersion, keptSessionId } = opts.state;
  await announceSessionsEnded({ userId, sessionVersion, keptSessionId: keptSessionId || undefined });
  // No device keeps receiving the account's messages on its lock screen (API.md).
  await deleteAllSubscriptions(userId);
  if (!opts.keep) return undefined;
  // A token from before session ids has none: the client gets a new one (its sockets end too).
  return signUserToken(userId, { sessionVersion, sessionId: keptSessionId || newSessionId() });
}

/** The account is gone: every session of it ends, in every process. */
export async function endAllSessions(userId: string | Types.ObjectId): Promise<void> {
  await announceSessionsEnded({ userId: String(userId), sessionVersion: -1 });
  await deleteAllSubscriptions(String(userId));
}

/** The accounts' session states now, for checking the sockets a process holds (gone accounts are absent). */
export async function sessionStatesOf(userIds: string[]): Promise<Map<string, SessionState>> {
  const states = new Map<string, SessionState>();
  for (let i = 0; i < userIds.length; i += IDS_PER_READ) {
    const users = await findByIds<{ _id: Types.ObjectId; sessionVersion?: number; keptSessionId?: string }>(User, userIds.slice(i, i + IDS_PER_READ), { sessionVersion: 1, keptSessionId: 1 });
    for (const user of users) states.set(String(user._id), { sessionVersion: user.sessionVersion ?? 0, keptSessionId: user.keptSessionId ?? '' });
  }
  return states;
}
