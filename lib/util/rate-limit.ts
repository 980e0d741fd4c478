import { ApiError } from '@/lib/errors/api-error';
import { onRedisState, redisState, withRedis } from '@/lib/realtime/redis-state';
import { processSingleton } from './process-singleton';
import { logger } from '@/lib/log/logger';

/**
 * The one place that counts tries against a limit (login, code mails, admin code ...). A try is
 * counted and judged in one atomic step, before the work it guards (a password compare, a mail):
 * concurrent tries cannot all read "under the limit" and then all go ahead.
 *
 * Fixed windows: the first hit of a key opens a window of `windowMs`; its hits are counted until
 * it closes. In this process, a Map (a check-and-increment with no `await` in between is atomic in
 * Node). With REDIS_URL, Redis (INCR and its expiry in one script), so every app process counts
 * the same hits. While Redis is away or hung (lib/realtime/redis-state.ts: refused at once, or
 * after a short timeout) each process counts on its own, said once per outage in the log: with
 * N processes a limit then admits up to N times its count. Back to the shared counts when Redis is.
 */

export interface Hit {
  /** hits of the key in the current window, this one included */
  count: number;
  /** whether this hit is within the limit */
  allowed: boolean;
  /** seconds until the window closes (at least 1) */
  retryAfterSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const KEY_PREFIX = 'chat:rate:';
// INCR, and an expiry for a key that has none (a new window), in one step.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;
// DECR only a live window: decrementing a key that expired would leave one without expiry.
const RETURN_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;
// DEL unless hits were counted after the one that saw ARGV[1].
const RESET_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) end
return n`;

const windows = processSingleton('rateLimitWindows', () => new Map<string, Window>());

/** Whether this outage of Redis was logged yet. */
const outage = processSingleton('rateLimitOutage', () => {
  const state = { logged: false };
  onRedisState((next) => {
    if (next === 'up') state.logged = false;
  });
  return state;
});

function countingLocally(error: unknown): void {
  if (outage.logged) return;
  outage.logged = true;
  const why = error instanceof Error ? error.message : String(error);
  logger().warn(`[rate-limit] ${why}: limits are counted in each process on its own until Redis is back (with N processes, up to N times each limit)`);
}

function memoryHit(key: string, windowMs: number): { count: number; msLeft: number } {
  const now = Date.now();
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  window.count += 1;
  return { count: window.count, msLeft: window.resetAt - now };
}

async function countHit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }> {
  if (redisState() !== 'off') {
    try {
      const [count, msLeft] = (await withRedis((redis) => redis.eval(HIT_SCRIPT, { keys: [KEY_PREFIX + key], arguments: [String(windowMs)] }))) as [number, number];
      return { count: Number(count), msLeft: Number(msLeft) };
    } catch (error) {
      countingLocally(error);
    }
  }
  return memoryHit(key, windowMs);
}

/** Counts one hit of `key` and answers whether it is within `limit` hits per window. */
export async function hit(key: string, limit: number, windowMs: number): Promise<Hit> {
  const { count, msLeft } = await countHit(key, windowMs);
  return { count, allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** Counts one hit of `key`; over `limit`: 429 TOO_MANY_REQUESTS with Retry-After. */
export async function takeHit(key: string, limit: number, windowMs: number): Promise<void> {
  const result = await hit(key, limit, windowMs);
  if (!result.allowed) throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: result.retryAfterSeconds });
}

/** Gives one hit back (the try it counted turned out not to count, e.g. a refused resend). */
export async function returnHit(key: string): Promise<void> {
  if (redisState() !== 'off') {
    try {
      await withRedis((redis) => redis.eval(RETURN_SCRIPT, { keys: [KEY_PREFIX + key] }));
      return;
    } catch (error) {
      countingLocally(error);
    }
  }
  const window = windows.get(key);
  if (window && window.count > 0) window.count -= 1;
}

/**
 * Forgets the hits of `key` (a successful login clears its failures), but only while its count is
 * at most `ifCountAtMost`, the count the successful hit saw: a success does not wipe out tries that
 * raced it, so a burst around a right password still gets no more compares than the limit.
 */
export async function resetHits(key: string, ifCountAtMost: number): Promise<void> {
  const window = windows.get(key);
  if (window && window.count <= ifCountAtMost) windows.delete(key);
  if (redisState() === 'off') return;
  try {
    await withRedis((redis) => redis.eval(RESET_SCRIPT, { keys: [KEY_PREFIX + key], arguments: [String(ifCountAtMost)] }));
  } catch (error) {
    countingLocally(error);
  }
}

/** Drops finished windows; called by the periodic purge so the map never grows without bound. */
export function sweepRateLimits(): void {
  const now = Date.now();
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

/**
 * A token bucket for events of one connection (a socket's `typing` ...): up to `burst` at once,
 * refilled at `perSecond`. `take()` answers false when the event is over the limit. Kept in the
 * process that holds the connection, so no shared store is needed.
 */
export function tokenBucket(opts: { burst: number; perSecond: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  let tokens = opts.burst;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(opts.burst, tokens + ((t - last) / 1000) * opts.perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
