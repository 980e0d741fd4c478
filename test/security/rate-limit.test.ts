import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOwnRedis } from '../support/own-redis';
import { TEST_REDIS_URL, tryRedis } from '../support/redis';
import { logger } from '@/lib/log/logger';
import { watchRedisHealth } from '@/lib/realtime/redis-health';
import { redisState, shareRedisClient } from '@/lib/realtime/redis-state';
import { hit, resetHits, returnHit, sweepRateLimits, takeHit, tokenBucket } from '@/lib/util/rate-limit';

// The one rate-limit module: a hit is counted and judged in one step, so 100
// concurrent hits let exactly `limit` through, in this process and, with Redis, across processes.

const key = () => `test:${randomBytes(6).toString('hex')}`;
const allowedOf = (hits: { allowed: boolean }[]) => hits.filter((h) => h.allowed).length;

describe('in this process', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('100 concurrent hits: exactly the limit is allowed, counts 1..100 each once', async () => {
    const k = key();
    const hits = await Promise.all(Array.from({ length: 100 }, () => hit(k, 10, 60_000)));
    expect(allowedOf(hits)).toBe(10);
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    await expect(takeHit(k, 10, 60_000)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
  });

  it('a window closes after windowMs (fake clock), and reset / return give hits back', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const k = key();
    for (let i = 0; i < 3; i += 1) await hit(k, 3, 60_000);
    const over = await hit(k, 3, 60_000);
    expect(over).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(59_000);
    expect((await hit(k, 3, 60_000)).retryAfterSeconds).toBe(1);
    vi.advanceTimersByTime(1_000);
    sweepRateLimits();
    expect(await hit(k, 3, 60_000)).toMatchObject({ allowed: true, count: 1 });
    await returnHit(k);
    expect((await hit(k, 3, 60_000)).count).toBe(1);
    // A success that saw count 1 does not forget a hit counted after it ...
    await hit(k, 3, 60_000);
    await resetHits(k, 1);
    expect((await hit(k, 3, 60_000)).count).toBe(3);
    // ... and forgets them all when none came after it.
    await resetHits(k, 3);
    expect((await hit(k, 3, 60_000)).count).toBe(1);
  });

  it('a token bucket lets a burst through, then the refill rate', () => {
    let t = 0;
    const bucket = tokenBucket({ burst: 5, perSecond: 2, now: () => t });
    expect(Array.from({ length: 20 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
    t += 1000;
    expect(Array.from({ length: 20 }, () => bucket.take()).filter(Boolean)).toHaveLength(2);
    t += 60_000;
    expect(Array.from({ length: 20 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
  });
});

// With REDIS_URL (or Redis on its default local port) the counts are shared: two clients stand
// for two app processes. Skipped where no Redis runs.
const REDIS_URL = TEST_REDIS_URL;
const first = await tryRedis();
const second = first ? await tryRedis() : undefined;

describe.skipIf(!first)(`with Redis (${REDIS_URL})`, () => {
  beforeAll(() => {
    shareRedisClient(first);
  });
  afterAll(async () => {
    shareRedisClient(undefined);
    await Promise.allSettled([first?.quit(), second?.quit()]);
  });

  it('100 concurrent hits from two processes share one count: exactly the limit is allowed, and the key expires', async () => {
    const k = key();
    const hits = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        // Alternate the client between the two "processes".
        shareRedisClient(i % 2 ? second : first);
        return hit(k, 10, 60_000);
      }),
    );
    shareRedisClient(first);
    expect(allowedOf(hits)).toBe(10);
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const ttl = await first!.pTTL(`chat:rate:${k}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await returnHit(k);
    expect(await first!.get(`chat:rate:${k}`)).toBe('99');
    await resetHits(k, 98);
    expect(await first!.get(`chat:rate:${k}`)).toBe('99');
    await resetHits(k, 99);
    expect(await first!.exists(`chat:rate:${k}`)).toBe(0);
    // Returning a hit of a closed window leaves no key behind (it would never expire).
    await returnHit(k);
    expect(await first!.exists(`chat:rate:${k}`)).toBe(0);
  });
});

// A Redis of this file's own, paused with SIGSTOP: counting must not wait for it.
const own = await startOwnRedis();

describe.skipIf(!own)('with a Redis that hangs', () => {
  afterAll(async () => {
    await own?.kill();
  });

  it('a hit answers within a few hundred ms and counts in this process, said once in the log; shared again once Redis answers', async () => {
    const [a, b] = [await tryRedis(own!.url), await tryRedis(own!.url)];
    const stop = watchRedisHealth(a!, b!);
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined);
    try {
      const k = key();
      expect((await hit(k, 5, 60_000)).count).toBe(1); // in Redis
      own!.pause();
      const started = Date.now();
      const counts: number[] = [];
      for (let i = 0; i < 3; i += 1) counts.push((await hit(k, 5, 60_000)).count);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(counts).toEqual([1, 2, 3]); // this process's own window
      expect(warn.mock.calls.filter(([line]) => String(line).startsWith('[rate-limit]'))).toHaveLength(1);
      own!.resume();
      await vi.waitFor(() => expect(redisState()).toBe('up'), { timeout: 5_000, interval: 50 });
      // Redis's count again (with the hits whose answer came too late: they ran when it resumed).
      const counted = Number(await a!.get(`chat:rate:${k}`));
      expect(counted).toBeGreaterThanOrEqual(1);
      expect((await hit(k, 5, 60_000)).count).toBe(counted + 1);
    } finally {
      own!.resume();
      warn.mockRestore();
      stop();
      await Promise.allSettled([a!.quit(), b!.quit()]);
    }
  });
});
