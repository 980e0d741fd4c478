import type { RedisClientType } from 'redis';
import { processSingleton } from '@/lib/util/process-singleton';
import { logger } from '@/lib/log/logger';

/**
 * The process's Redis (REDIS_URL) and whether it can be used now. 'off': no REDIS_URL, one
 * process; 'down': the connection is gone; 'hung': connected, but a command or the health probe
 * (lib/realtime/redis-health.ts) got no answer in time. Every Redis step goes through `withRedis`,
 * so that while Redis is not 'up' nothing waits on it: each user of Redis has its own degraded
 * mode (limits counted in the process, presence local, calls refused, sessions never kept).
 */
export type RedisState = 'up' | 'down' | 'hung' | 'off';

/** How long one Redis step may take before the caller goes on without Redis. */
export const REDIS_TIMEOUT_MS = 300;

export class RedisUnavailableError extends Error {
  constructor(readonly state: RedisState) {
    super(`Redis is ${state}`);
    this.name = 'RedisUnavailableError';
  }
}

type StateListener = (state: RedisState, previous: RedisState) => void;

const shared = processSingleton('sharedRedis', () => ({
  client: undefined as RedisClientType | undefined,
  state: 'off' as RedisState,
  /** when the state last changed */
  since: Date.now(),
  listeners: [] as StateListener[],
  /** asked when a step timed out: the health probe checks at once */
  suspect: undefined as (() => void) | undefined,
}));

export const redisState = (): RedisState => shared.state;
/** When the current state began (ms since the epoch). */
export const redisStateSince = (): number => shared.since;

/** Called on every change of state, in this process. */
export function onRedisState(listener: StateListener): void {
  shared.listeners.push(listener);
}

export function setRedisState(next: RedisState): void {
  if (next === shared.state) return;
  const previous = shared.state;
  shared.state = next;
  shared.since = Date.now();
  for (const listener of shared.listeners) {
    try {
      listener(next, previous);
    } catch (error) {
      logger().error({ err: error }, '[redis] state listener failed');
    }
  }
}

/**
 * The client every Redis user shares (server.ts's adapter client; tests hand one over), and what
 * to call when a step times out. `undefined`: no Redis ('off').
 */
export function shareRedisClient(client: RedisClientType | undefined, suspect?: () => void): void {
  shared.client = client;
  shared.suspect = suspect;
  setRedisState(client ? (client.isReady ? 'up' : 'down') : 'off');
}

/**
 * Runs one Redis step with the shared client. Refused at once (RedisUnavailableError) while
 * Redis is not up; a step with no answer within REDIS_TIMEOUT_MS is refused too and the health
 * probe looks at once. The command itself may still run when a hung Redis resumes.
 */
export async function withRedis<T>(work: (client: RedisClientType) => Promise<T>): Promise<T> {
  const client = shared.client;
  if (!client || shared.state !== 'up') throw new RedisUnavailableError(shared.state);
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // After the poll phase: an answer that arrived while this process was busy wins the race
      // (a timer that fires late must not blame Redis for the process's own delay).
      setImmediate(() => {
        if (settled) return;
        shared.suspect?.();
        reject(new RedisUnavailableError('hung'));
      });
    }, REDIS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(client), timeout]);
  } finally {
    settled = true;
    clearTimeout(timer);
  }
}
