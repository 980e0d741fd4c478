import { randomInt } from 'node:crypto';
import type { Types } from 'mongoose';
import { endSocketSessions } from '@/lib/realtime/ended-sessions';
import { newSessionId, signUserToken } from './jwt';

/**
 * A new session version for an account. Random rather than counted: whoever sets it knows it
 * without reading it back, and two concurrent changes never agree on one.
 */
export const newSessionVersion = () => randomInt(1, 2 ** 47);

/**
 * After a password change or reset has stored `sessionVersion`: every token signed before is
 * refused (401 SESSION_ENDED) and the sockets of every other session are disconnected. The
 * session that made the change (`keepSessionId`) goes on: it gets a fresh token, and its sockets
 * stay. Answers that token (none when no session is kept, e.g. a reset).
 */
export function endOtherSessions(opts: { userId: string | Types.ObjectId; sessionVersion: number; keepSessionId?: string }): string | undefined {
  const userId = String(opts.userId);
  const keep = opts.keepSessionId || undefined;
  endSocketSessions({ userId, sessionVersion: opts.sessionVersion, keptSessionId: keep });
  if (opts.keepSessionId === undefined) return undefined;
  // A token from before session ids has none: the client gets a new one (its sockets end too).
  return signUserToken(userId, { sessionVersion: opts.sessionVersion, sessionId: keep ?? newSessionId() });
}

/** The account is gone: every socket of it is disconnected. */
export function endAllSessions(userId: string | Types.ObjectId): void {
  endSocketSessions({ userId: String(userId), sessionVersion: -1 });
}
