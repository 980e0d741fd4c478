import { ApiError } from '@/lib/api/errors';
import { processSingleton } from './process-singleton';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in this process. One process serves one host; behind a load
 * balancer each process counts its own share, which only loosens a limit by the process count.
 */
const windows = processSingleton('rateLimitWindows', () => new Map<string, Window>());

function current(key: string, windowMs: number): Window {
  const now = Date.now();
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  return window;
}

/** Throws 429 TOO_MANY_REQUESTS when `key` already used `limit` hits in its window. */
export function assertUnderLimit(key: string, limit: number, windowMs: number): void {
  const window = current(key, windowMs);
  if (window.count >= limit) {
    throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil((window.resetAt - Date.now()) / 1000) });
  }
}

export function recordHit(key: string, windowMs: number): void {
  current(key, windowMs).count += 1;
}

export function resetHits(key: string): void {
  windows.delete(key);
}

/** Drops finished windows; called by the periodic purge so the map never grows without bound. */
export function sweepRateLimits(): void {
  const now = Date.now();
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}
