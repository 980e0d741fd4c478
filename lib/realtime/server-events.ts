import { getIo } from './io-registry';

/**
 * Messages between the app processes themselves (not to any client), e.g. "forget these cached
 * users". With the Redis adapter they reach every other process; with one process there is
 * nobody to tell. server.ts registers what each message does (listenToServers).
 */
export function announceToServers(event: string, payload: unknown): void {
  if (!process.env.REDIS_URL) return;
  getIo()?.serverSideEmit(event, payload);
}

export function listenToServers(event: string, handler: (payload: unknown) => void): void {
  getIo()?.on(event, handler);
}
