import { processSingleton } from '@/lib/util/process-singleton';
import { getIo } from './io-registry';
import type { AppServer, AppSocket, SessionsEnded } from './io-types';
import { REDIS_NOTICED_WITHIN_MS } from './redis-health';
import { onRedisState, redisState, redisStateSince } from './redis-state';
import { sessionRoom, userRoom } from './rooms';
import { logger } from '@/lib/log/logger';

/**
 * "Sessions ended" as an event every app process acts on (API.md "Sessions"): the sockets of the
 * ended sessions get `session_ended` and are disconnected, what the process keeps of the user
 * (lib/auth/cached-session.ts) is forgotten, and the end is remembered so that an event from a
 * socket that slipped through (authenticated just before the change) is refused without a
 * database read.
 *
 * The change that ends sessions answers only once every other process has acted on it (it waits
 * for each one's acknowledgement through Redis), so nothing sent with an ended token after the
 * answer can pass anywhere. Without the acknowledgements (Redis away or hung) it answers once
 * every process must have noticed that Redis is away, and a process that has noticed keeps no
 * session and checks its sockets' sessions against the database, then and when Redis is back.
 */

export const SESSION_ENDED_EVENT = 'session_ended' as const;
/** between app processes (io.serverSideEmit), never sent to browsers */
export const SESSIONS_ENDED_SERVER_EVENT = 'chat:sessions_ended' as const;

export type { SessionsEnded };

/** What the database says of a user's sessions now (undefined: the account is gone). */
export interface SessionState {
  sessionVersion: number;
  keptSessionId: string;
}
export type SessionStates = (userIds: string[]) => Promise<Map<string, SessionState>>;

/** While Redis is away, sockets are checked against the database this often. */
const RECHECK_WHILE_AWAY_MS = 3_000;

const latestEnd = processSingleton('latestSessionEnd', () => new Map<string, SessionsEnded>());
const endListeners = processSingleton('sessionsEndedListeners', () => [] as ((end: SessionsEnded) => void)[]);
/** ends announced while Redis could not carry them: announced again once it can */
const unannounced = processSingleton('unannouncedSessionEnds', () => new Map<string, SessionsEnded>());

/** `listener` runs for every end of sessions this process acts on, its own and other processes'. */
export function onSessionsEnded(listener: (end: SessionsEnded) => void): void {
  endListeners.push(listener);
}

/** The one rule: a session goes on if its version is current, or it is the one the last change kept. */
export const sessionGoesOn = (state: SessionState | SessionsEnded, sessionVersion: number, sessionId: string) =>
  sessionVersion === state.sessionVersion || (!!state.keptSessionId && sessionId === state.keptSessionId);

/** Whether a socket authenticated with this version and session id may go on. */
export function socketSessionValid(userId: string, sessionVersion: number, sessionId: string): boolean {
  const end = latestEnd.get(userId);
  return !end || sessionGoesOn(end, sessionVersion, sessionId);
}

/** Acts on an end in this process: remembered, listeners told, this process's sockets of it ended. */
function actOnEnd(end: SessionsEnded): void {
  latestEnd.set(end.userId, end);
  for (const listener of endListeners) listener(end);
  const io = getIo();
  if (!io) return;
  const room = io.local.in(userRoom(end.userId));
  const target = end.keptSessionId ? room.except(sessionRoom(end.keptSessionId)) : room;
  target.emit(SESSION_ENDED_EVENT, {});
  target.disconnectSockets();
}

/** true once every other process has acknowledged the end; false when Redis cannot say so in time. */
async function everyProcessActed(io: AppServer, end: SessionsEnded): Promise<boolean> {
  if (redisState() !== 'up') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), REDIS_NOTICED_WITHIN_MS)));
  try {
    return await Promise.race([io.serverSideEmitWithAck(SESSIONS_ENDED_SERVER_EVENT, end).then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ends sessions in this process at once and in every other one before it resolves (see above).
 * With one process (no Redis) there is nobody else to tell.
 */
export async function announceSessionsEnded(end: SessionsEnded): Promise<void> {
  actOnEnd(end);
  const io = getIo();
  if (!io || redisState() === 'off') return;
  const started = Date.now();
  if (await everyProcessActed(io, end)) return;
  unannounced.set(end.userId, end);
  const outageSince = redisState() === 'up' ? started : Math.min(started, redisStateSince());
  const wait = outageSince + REDIS_NOTICED_WITHIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Every socket of this process whose session has ended by what the database says now: ended. */
async function endStaleSockets(io: AppServer, states: SessionStates): Promise<void> {
  const sockets = [...io.of('/').sockets.values()].filter((socket: AppSocket) => socket.data.userId);
  if (!sockets.length) return;
  const current = await states([...new Set(sockets.map((socket) => socket.data.userId!))]);
  for (const socket of sockets) {
    const state = current.get(socket.data.userId!);
    if (state && sessionGoesOn(state, socket.data.sessionVersion ?? 0, socket.data.sessionId ?? '')) continue;
    latestEnd.set(socket.data.userId!, state ? { userId: socket.data.userId!, ...state } : { userId: socket.data.userId!, sessionVersion: -1 });
    socket.emit(SESSION_ENDED_EVENT, {});
    socket.disconnect(true);
  }
}

/**
 * Wires the event between processes (server.ts, once the socket server exists): ends other
 * processes announce are acted on and acknowledged; while Redis is away, and when it is back,
 * this process's sockets are checked against `states` (ends announced meanwhile never reached
 * it) and the ends it could not announce are announced again.
 */
export function keepSessionEndsTrue(io: AppServer, states: SessionStates): () => void {
  io.on(SESSIONS_ENDED_SERVER_EVENT, (end, done) => {
    actOnEnd(end);
    if (typeof done === 'function') done(true);
  });
  const recheck = () => void endStaleSockets(io, states).catch((error) => logger().error({ reason: (error as Error).message }, '[sessions] could not check the sockets’ sessions'));
  let whileAway: NodeJS.Timeout | undefined;
  onRedisState((state, previous) => {
    if (state === 'off' || previous === 'off') return;
    clearInterval(whileAway);
    whileAway = undefined;
    recheck();
    if (state !== 'up') {
      whileAway = setInterval(recheck, RECHECK_WHILE_AWAY_MS);
      whileAway.unref();
      return;
    }
    const again = [...unannounced.values()];
    unannounced.clear();
    for (const end of again) void everyProcessActed(io, end);
  });
  return () => clearInterval(whileAway);
}
