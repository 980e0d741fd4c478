import { getIo } from './io-registry';
import type { InterServerEvents } from './io-types';

/**
 * Messages between the app processes themselves (not to any client), e.g. "forget these cached
 * users". With the Redis adapter they reach every other process; with one process there is
 * nobody to tell. server.ts registers what each message does (listenToServers).
 */
export function announceToServers<E extends keyof InterServerEvents>(event: E, ...payload: Parameters<InterServerEvents[E]>): void {
  if (!process.env.REDIS_URL) return;
  getIo()?.serverSideEmit(event, ...payload);
}

export function listenToServers<E extends keyof InterServerEvents>(event: E, handler: InterServerEvents[E]): void {
  // socket.io cannot narrow its listener type through the generic E; the signature above is checked.
  getIo()?.on(event, handler as never);
}
