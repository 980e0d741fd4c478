import { createAdapter } from '@socket.io/redis-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { Server } from 'socket.io';
import { type CallStore, redisCallStore } from '@/lib/calls/call-store';
import { env } from '@/lib/env';
import { setRateLimitRedis } from '@/lib/util/rate-limit';
import { redisPresence, type PresenceStore } from './presence';
import { setRedisStateProbe } from './redis-state';

/**
 * With REDIS_URL, socket.io rooms span every app process: an emit in one process reaches
 * sockets held by the others. Presence, calls and rate limits are then kept in Redis too.
 */
export async function attachRedisAdapter(io: Server, url: string): Promise<{ close: () => Promise<void>; presence: PresenceStore; calls: CallStore }> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (error) => console.error('[redis]', error.message));
  sub.on('error', (error) => console.error('[redis]', error.message));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  setRedisStateProbe(() => (pub.isReady && sub.isReady ? 'up' : 'down'));
  setRateLimitRedis(pub as RedisClientType);
  return {
    presence: redisPresence(pub as RedisClientType),
    calls: redisCallStore(pub as RedisClientType, env().CALL_RING_TIMEOUT_MS),
    close: async () => {
      setRateLimitRedis(undefined);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
