import { randomBytes } from 'node:crypto';
import { onRedisState, withRedis } from './redis-state';
import { logger } from '@/lib/log/logger';

/**
 * Who is online, counted by open sockets so a second tab does not flip anyone offline. In memory
 * for one process; shared through Redis when several processes share the load.
 */
export interface PresenceStore {
  /** Returns true when this was the user's first socket (they just came online). */
  connect(userId: string): Promise<boolean>;
  /** Returns true when this was the user's last socket (they just went offline). */
  disconnect(userId: string): Promise<boolean>;
  /** The ones among `userIds` that are online. */
  onlineAmong(userIds: string[]): Promise<string[]>;
  /** `listener` runs when other processes' presence may have changed unseen (Redis came back). */
  onResync?(listener: () => void): void;
}

/** Socket counts per user, in this process. */
function localCounts() {
  const sockets = new Map<string, number>();
  return {
    sockets,
    /** true when this was the user's first socket here */
    add(userId: string): boolean {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      return count === 1;
    },
    /** true when this was the user's last socket here */
    remove(userId: string): boolean {
      const count = (sockets.get(userId) ?? 1) - 1;
      if (count <= 0) sockets.delete(userId);
      else sockets.set(userId, count);
      return count <= 0;
    },
  };
}

export function memoryPresence(): PresenceStore {
  const local = localCounts();
  return {
    connect: async (userId) => local.add(userId),
    disconnect: async (userId) => local.remove(userId),
    onlineAmong: async (userIds) => userIds.filter((id) => local.sockets.has(id)),
  };
}

const PROCS_KEY = 'chat:presence:procs';
const PROC_PREFIX = 'chat:presence:proc:';
/** A process that stopped refreshing its entry (it died) no longer counts after this. */
const PROC_TTL_MS = 15_000;
const REFRESH_EVERY_MS = 5_000;
const IDS_PER_CALL = 1_000;

// Shared by the scripts: whether another live process has the user (ARGV[1] = own id, ARGV[2] =
// prefix); entries of processes whose hash expired are dropped on the way.
const ELSEWHERE = `local function elsewhere(user)
  for _, pid in ipairs(redis.call('SMEMBERS', KEYS[1])) do
    if pid ~= ARGV[1] then
      local key = ARGV[2] .. pid
      if redis.call('EXISTS', key) == 0 then redis.call('SREM', KEYS[1], pid)
      elseif redis.call('HEXISTS', key, user) == 1 then return true end
    end
  end
  return false
end
`;
const CONNECT_SCRIPT = `${ELSEWHERE}redis.call('SADD', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[4], 1)
redis.call('PEXPIRE', KEYS[2], ARGV[3])
if elsewhere(ARGV[4]) then return 0 end
return 1`;
const DISCONNECT_SCRIPT = `${ELSEWHERE}redis.call('HDEL', KEYS[2], ARGV[4])
if elsewhere(ARGV[4]) then return 0 end
return 1`;
const ONLINE_SCRIPT = `local online = {}
for _, pid in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local key = ARGV[1] .. pid
  if redis.call('EXISTS', key) == 0 then redis.call('SREM', KEYS[1], pid) else
    for i = 2, #ARGV do
      if not online[i] and redis.call('HEXISTS', key, ARGV[i]) == 1 then online[i] = true end
    end
  end
end
local result = {}
for i = 2, #ARGV do if online[i] then result[#result + 1] = ARGV[i] end end
return result`;

/**
 * Presence across processes. Each process keeps its own users' socket counts in memory (the truth
 * for its sockets) and publishes the users it holds as a hash of its own in Redis, refreshed while
 * it lives, so a process that dies drops out by itself. While Redis is away or hung each process
 * answers from its own sockets only; when Redis is back it publishes its hash anew (Redis may have
 * lost it, or missed the changes meanwhile) and tells onResync's listeners to ask again.
 */
export function degradablePresence(): PresenceStore & { stop: () => void } {
  const local = localCounts();
  const procId = randomBytes(6).toString('hex');
  const ownKey = PROC_PREFIX + procId;
  const resyncListeners: Array<() => void> = [];

  const userScript = (script: string, userId: string) =>
    withRedis((client) => client.eval(script, { keys: [PROCS_KEY, ownKey], arguments: [procId, PROC_PREFIX, String(PROC_TTL_MS), userId] }));

  async function sharedOnline(userIds: string[]): Promise<string[]> {
    const found: string[] = [];
    for (let i = 0; i < userIds.length; i += IDS_PER_CALL) {
      const ids = userIds.slice(i, i + IDS_PER_CALL);
      found.push(...((await withRedis((client) => client.eval(ONLINE_SCRIPT, { keys: [PROCS_KEY], arguments: [PROC_PREFIX, ...ids] }))) as string[]));
    }
    return found;
  }

  async function republish(): Promise<void> {
    const users = [...local.sockets.keys()];
    await withRedis(async (client) => {
      const write = client.multi().del(ownKey).sAdd(PROCS_KEY, procId);
      for (let i = 0; i < users.length; i += IDS_PER_CALL) {
        write.hSet(ownKey, Object.fromEntries(users.slice(i, i + IDS_PER_CALL).map((id) => [id, '1'])));
      }
      await write.pExpire(ownKey, PROC_TTL_MS).exec();
    });
  }

  const refresh = setInterval(() => {
    void withRedis((client) => client.multi().sAdd(PROCS_KEY, procId).pExpire(ownKey, PROC_TTL_MS).exec()).catch(() => undefined);
  }, REFRESH_EVERY_MS);
  refresh.unref();

  onRedisState((state, previous) => {
    if (state !== 'up' || previous === 'off') return;
    republish().then(
      () => resyncListeners.forEach((listener) => listener()),
      (error) => logger().error({ reason: (error as Error).message }, '[presence] could not publish this process’s users again'),
    );
  });

  return {
    async connect(userId) {
      if (!local.add(userId)) return false;
      try {
        return (await userScript(CONNECT_SCRIPT, userId)) === 1;
      } catch {
        return true; // Redis away: as far as this process can tell
      }
    },
    async disconnect(userId) {
      if (!local.remove(userId)) return false;
      try {
        return (await userScript(DISCONNECT_SCRIPT, userId)) === 1;
      } catch {
        return true;
      }
    },
    async onlineAmong(userIds) {
      if (!userIds.length) return [];
      const here = userIds.filter((id) => local.sockets.has(id));
      const elsewhere = await sharedOnline(userIds).catch(() => [] as string[]);
      return [...new Set([...here, ...elsewhere])];
    },
    onResync(listener) {
      resyncListeners.push(listener);
    },
    stop() {
      clearInterval(refresh);
    },
  };
}
