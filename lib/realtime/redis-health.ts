import type { RedisClientType } from 'redis';
import { onRedisState, REDIS_TIMEOUT_MS, redisState, setRedisState, shareRedisClient } from './redis-state';
import { logger } from '@/lib/log/logger';

/** How often the health probe pings Redis. */
const PROBE_EVERY_MS = 500;

/**
 * Every process notices a Redis that stopped answering within this long (a probe interval, the
 * probe's own timeout, and room for a busy event loop): what waits for other processes to have
 * noticed an outage (lib/realtime/ended-sessions.ts) waits this long.
 */
export const REDIS_NOTICED_WITHIN_MS = PROBE_EVERY_MS + REDIS_TIMEOUT_MS + 700;

/**
 * Keeps redisState() true to the connections: 'down' as soon as either client (commands, or the
 * adapter's subscriber) has lost its connection, 'hung' when a PING gets no answer within
 * REDIS_TIMEOUT_MS, 'up' again when both are connected and a PING answers. Connection events and
 * a step that timed out trigger a probe at once; otherwise one runs every PROBE_EVERY_MS.
 */
export function watchRedisHealth(client: RedisClientType, subscriber: RedisClientType): () => void {
  let probing = false;
  let stopped = false;

  async function probe(): Promise<void> {
    if (probing || stopped) return;
    probing = true;
    try {
      if (!client.isReady || !subscriber.isReady) return setRedisState('down');
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([
        client.ping().then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => (timer = setTimeout(() => setImmediate(() => resolve(false)), REDIS_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      if (stopped) return;
      if (!answered) return setRedisState(client.isReady && subscriber.isReady ? 'hung' : 'down');
      setRedisState(client.isReady && subscriber.isReady ? 'up' : 'down');
    } finally {
      probing = false;
    }
  }
  const probeNow = () => void probe();

  for (const each of [client, subscriber]) {
    for (const event of ['ready', 'end', 'error', 'reconnecting']) each.on(event, probeNow);
  }
  shareRedisClient(client, probeNow);
  onRedisState((state, previous) => {
    if (state === 'off' || previous === 'off') return;
    if (state === 'up') logger().info(`[redis] back (was ${previous}): shared limits, presence and calls again`);
    else logger().warn(`[redis] ${state}: going on without it (limits per process, presence local, calls refused) until it is back`);
  });
  const timer = setInterval(probeNow, PROBE_EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    if (redisState() !== 'off') shareRedisClient(undefined);
  };
}
