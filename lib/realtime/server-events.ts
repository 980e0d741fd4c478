import { getIo } from './io-registry';
import type { InterServerEvents } from './io-types';
import { redisState } from './redis-state';

/**
 * Messages between the app processes themselves (not to any client), e.g. "forget these cached
 * users". With the Redis adapter they reach every other process; with one process there is
 * nobody to tell, and while Redis is away or hung nothing can carry them (what must reach every
 * process anyway, an end of sessions, has its own way: lib/realtime/ended-sessions.ts). server.ts
 * registers what each message does (listenToServers).
 */
/** The messages that want no answer (an end of sessions waits for each process's). */
type Notice = Exclude<keyof InterServerEvents, 'chat:sessions_ended'>;

export function announceToServers<E extends Notice>(event: E, ...payload: Parameters<InterServerEvents[E]>): void {
  const io = getIo();
  if (!io || redisState() !== 'up') return;
  // socket.io's types widen every message once one of them takes an answer; these take none.
  (io.serverSideEmit as (event: E, ...args: Parameters<InterServerEvents[E]>) => boolean).call(io, event, ...payload);
}

export function listenToServers<E extends keyof InterServerEvents>(event: E, handler: InterServerEvents[E]): void {
  // socket.io cannot narrow its listener type through the generic E; the signature above is checked.
  getIo()?.on(event, handler as never);
}
