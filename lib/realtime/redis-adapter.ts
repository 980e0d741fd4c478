import { createAdapter } from '@socket.io/redis-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { Server } from 'socket.io';
import { type CallStore, redisCallStore } from '@/lib/calls/call-store';
import { env } from '@/lib/env';
import { degradablePresence, type PresenceStore } from './presence';
import { watchRedisHealth } from './redis-health';
import { redisState } from './redis-state';
import { logger } from '@/lib/log/logger';

/**
 * The adapter publishes every cross-process emit without waiting for it. While Redis is not up
 * such a publish is dropped here: it would fail (down) or pile up unanswered (hung). Other
 * processes then miss those events, as they would anyway; each process still reaches its own
 * sockets, and clients read what they missed when they reconnect.
 */
function publishWhileUp(client: RedisClientType): RedisClientType {
  const publish = (channel: string, message: string | Buffer) =>
    redisState() === 'up' ? client.publish(channel, message).catch(() => 0) : Promise.resolve(0);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') return publish;
      const value = Reflect.get(target, property, target) as unknown;
      // node-redis keeps private fields: its methods must run on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * With REDIS_URL, socket.io rooms span every app process: an emit in one process reaches
 * sockets held by the others. Presence, calls and rate limits are then kept in Redis too, each
 * with a defined way of going on while Redis is away or hung (lib/realtime/redis-state.ts), and
 * back to shared state when it returns (the clients reconnect by themselves).
 */
export async function attachRedisAdapter(io: Server, url: string): Promise<{ close: () => Promise<void>; presence: PresenceStore; calls: CallStore }> {
  // No offline queue: a command while the connection is gone fails at once instead of waiting.
  const pub = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } }) as RedisClientType;
  const sub = pub.duplicate();
  pub.on('error', (error) => logger().error({ reason: error.message }, '[redis]'));
  sub.on('error', (error) => logger().error({ reason: error.message }, '[redis]'));
  await Promise.all([pub.connect(), sub.connect()]);
  // Requests between processes (a sessions end waiting for every process) give up after this.
  io.adapter(createAdapter(publishWhileUp(pub), sub, { requestsTimeout: 2_000 }));
  const stopWatching = watchRedisHealth(pub, sub);
  const presence = degradablePresence();
  return {
    presence,
    calls: redisCallStore(env().CALL_RING_TIMEOUT_MS),
    close: async () => {
      stopWatching();
      presence.stop();
      // A hung Redis would never let pending commands finish.
      const up = redisState() === 'up';
      await Promise.allSettled([pub, sub].map((client) => (up ? client.close() : client.destroy())));
    },
  };
}
