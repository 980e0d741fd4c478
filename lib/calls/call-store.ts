import { randomBytes } from 'node:crypto';
import type { RedisClientType } from 'redis';
import { ApiError } from '@/lib/errors/api-error';
import { RedisUnavailableError, withRedis } from '@/lib/realtime/redis-state';
import { type Call, CallRegistry } from './call-registry';

/**
 * Where call state lives: in the process (one app process), or in Redis so that every process
 * sees the same calls (REDIS_URL; the two sides of a call may be served by different processes).
 * The rules stay in CallRegistry; a store only loads the state one step needs and saves it.
 */
export interface CallStore {
  /** The call in a chat now (read only; change it through `change`). */
  callIn(chatId: string): Promise<Call | undefined>;
  /**
   * One step of the rules, atomic across processes: `step` runs against a registry holding the
   * chat's call and knowing whose call each named user is in; what it changed is kept.
   */
  change<T>(chatId: string, userIds: string[], step: (registry: CallRegistry, now: number) => T): Promise<T>;
}

export function memoryCallStore(): CallStore {
  const registry = new CallRegistry();
  return {
    async callIn(chatId) {
      return registry.callIn(chatId);
    },
    async change(_chatId, _userIds, step) {
      return step(registry, Date.now());
    },
  };
}

const CALL_KEY = (chatId: string) => `calls:chat:${chatId}`;
const USER_KEY = (userId: string) => `calls:user:${userId}`;
/** One lock for every call change: they are rare (start, answer, leave), and a user's "busy" spans chats. */
const LOCK_KEY = 'calls:lock';
const LOCK_TTL_MS = 5_000;
const LOCK_WAIT_MS = 5_000;
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
/** An answered call is forgotten after this long without a change (a process died mid-call). */
const ANSWERED_TTL_MS = 6 * 60 * 60 * 1000;

type StoredCall = Omit<Call, 'ringing' | 'participants'> & { ringing: string[]; participants: string[] };
const toStored = (call: Call): StoredCall => ({ ...call, ringing: [...call.ringing], participants: [...call.participants] });
const fromStored = (raw: string): Call => {
  const stored = JSON.parse(raw) as StoredCall;
  return { ...stored, ringing: new Set(stored.ringing), participants: new Set(stored.participants) };
};
const peopleOf = (call: Call | undefined) => (call ? [call.callerId, ...call.participants, ...call.ringing] : []);

/**
 * One Redis step of the call store. Calls need the shared state (the two sides of a call may be
 * on different processes): while Redis is away or hung they are refused with 503
 * CALLS_UNAVAILABLE, at once or after the step's short timeout, never by waiting on Redis.
 */
async function inRedis<T>(work: (client: RedisClientType) => Promise<T>): Promise<T> {
  try {
    return await withRedis(work);
  } catch (error) {
    if (error instanceof RedisUnavailableError) throw new ApiError('CALLS_UNAVAILABLE');
    throw error;
  }
}

/**
 * Calls in Redis: the call as JSON under its chat, and under each person in it the chat of their
 * call (so "busy" holds across chats and processes). An unanswered call expires shortly after
 * the ring timeout (its ringing process may have died), an answered one after hours without a
 * change; a person's key follows their call's.
 */
export function redisCallStore(ringTimeoutMs: number): CallStore {
  const ttlOf = (call: Call) => (call.answeredAt === undefined ? ringTimeoutMs + 15_000 : ANSWERED_TTL_MS);

  async function locked<T>(work: () => Promise<T>): Promise<T> {
    const token = randomBytes(12).toString('hex');
    const deadline = Date.now() + LOCK_WAIT_MS;
    while (!(await inRedis((client) => client.set(LOCK_KEY, token, { condition: 'NX', expiration: { type: 'PX', value: LOCK_TTL_MS } })))) {
      if (Date.now() > deadline) throw new Error('call state: lock not free');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    try {
      return await work();
    } finally {
      // Left to its expiry when Redis went away meanwhile.
      await inRedis((client) => client.eval(RELEASE_SCRIPT, { keys: [LOCK_KEY], arguments: [token] })).catch(() => undefined);
    }
  }

  /** Whose call each person is in, leaving out calls that have expired. */
  async function callsOf(people: string[]): Promise<Record<string, string>> {
    if (!people.length) return {};
    const chats = await inRedis((client) => client.mGet(people.map(USER_KEY)));
    const named = [...new Set(chats.filter((c): c is string => !!c))];
    const alive = named.length ? await inRedis((client) => client.mGet(named.map(CALL_KEY))) : [];
    const live = new Set(named.filter((_, i) => alive[i]));
    return Object.fromEntries(people.flatMap((id, i) => (chats[i] && live.has(chats[i]!) ? [[id, chats[i]!]] : [])));
  }

  return {
    async callIn(chatId) {
      const raw = await inRedis((client) => client.get(CALL_KEY(chatId)));
      return raw ? fromStored(raw) : undefined;
    },
    change(chatId, userIds, step) {
      return locked(async () => {
        const raw = await inRedis((client) => client.get(CALL_KEY(chatId)));
        const before = raw ? fromStored(raw) : undefined;
        const people = [...new Set([...userIds, ...peopleOf(before)])];
        const busy = await callsOf(people);
        const registry = CallRegistry.of(before ? [before] : [], busy);
        const result = step(registry, Date.now());
        const after = registry.callIn(chatId);
        const now = registry.callsOfUsers(new Set([...people, ...peopleOf(after)]));
        await inRedis(async (client) => {
          const write = client.multi();
          if (after) write.set(CALL_KEY(chatId), JSON.stringify(toStored(after)), { expiration: { type: 'PX', value: ttlOf(after) } });
          else write.del(CALL_KEY(chatId));
          for (const id of new Set([...people, ...peopleOf(after)])) {
            if (now[id] === chatId && after) write.set(USER_KEY(id), chatId, { expiration: { type: 'PX', value: ttlOf(after) } });
            else if (busy[id] === chatId && now[id] !== chatId) write.del(USER_KEY(id));
          }
          await write.exec();
        });
        return result;
      });
    },
  };
}
