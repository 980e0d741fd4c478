import type { RedisClientType } from 'redis';

/**
 * Who is online, counted by open sockets so a second tab does not flip anyone offline. In memory
 * for one process; in Redis (a hash of socket counts) when several processes share the load.
 */
export interface PresenceStore {
  /** Returns true when this was the user's first socket (they just came online). */
  connect(userId: string): Promise<boolean>;
  /** Returns true when this was the user's last socket (they just went offline). */
  disconnect(userId: string): Promise<boolean>;
  /** The ones among `userIds` that are online. */
  onlineAmong(userIds: string[]): Promise<string[]>;
}

export function memoryPresence(): PresenceStore {
  const sockets = new Map<string, number>();
  return {
    async connect(userId) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      return count === 1;
    },
    async disconnect(userId) {
      const count = (sockets.get(userId) ?? 1) - 1;
      if (count <= 0) sockets.delete(userId);
      else sockets.set(userId, count);
      return count <= 0;
    },
    async onlineAmong(userIds) {
      return userIds.filter((id) => sockets.has(id));
    },
  };
}

const KEY = 'chat:presence';

export function redisPresence(client: RedisClientType): PresenceStore {
  return {
    async connect(userId) {
      return (await client.hIncrBy(KEY, userId, 1)) === 1;
    },
    async disconnect(userId) {
      const count = await client.hIncrBy(KEY, userId, -1);
      if (count <= 0) await client.hDel(KEY, userId);
      return count <= 0;
    },
    async onlineAmong(userIds) {
      if (!userIds.length) return [];
      const counts = await client.hmGet(KEY, userIds);
      return userIds.filter((_, i) => Number(counts[i] ?? 0) > 0);
    },
  };
}
