import { processSingleton } from '@/lib/util/process-singleton';
import { getIo } from './io-registry';
import type { SessionsEnded } from './io-types';
import { redisState } from './redis-state';
import { sessionRoom, userRoom } from './rooms';

/**
 * Ending sessions on the socket side (API.md "Sessions"). The sockets of the ended sessions get
 * `session_ended` and are disconnected, on every process (the Redis adapter carries both). Each
 * process also remembers the latest end per user, so that an event from a socket that slipped
 * through (authenticated just before the change) is refused without a database read.
 */

export const SESSION_ENDED_EVENT = 'session_ended' as const;
/** between app processes (io.serverSideEmit), never sent to browsers */
export const SESSIONS_ENDED_SERVER_EVENT = 'chat:sessions_ended' as const;

export type { SessionsEnded };

const latestEnd = processSingleton('latestSessionEnd', () => new Map<string, SessionsEnded>());

/** Notes an end of sessions in this process (also called for the ends other processes report). */
export function rememberSessionsEnded(end: SessionsEnded): void {
  latestEnd.set(end.userId, end);
}

/** Whether a socket authenticated with this version and session id may go on. */
export function socketSessionValid(userId: string, sessionVersion: number, sessionId: string): boolean {
  const end = latestEnd.get(userId);
  if (!end) return true;
  return sessionVersion === end.sessionVersion || (!!end.keptSessionId && sessionId === end.keptSessionId);
}

/** Tells every socket of the user's other sessions that it has ended, and disconnects it. */
export function endSocketSessions(end: SessionsEnded): void {
  rememberSessionsEnded(end);
  const io = getIo();
  if (!io) return;
  if (redisState() !== 'off') {
    try {
      io.serverSideEmit(SESSIONS_ENDED_SERVER_EVENT, end);
    } catch (error) {
      console.error('[sessions] could not tell the other processes', error);
    }
  }
  const room = io.in(userRoom(end.userId));
  const target = end.keptSessionId ? room.except(sessionRoom(end.keptSessionId)) : room;
  target.emit(SESSION_ENDED_EVENT, {});
  target.disconnectSockets();
}
