import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';

export type RedisState = 'up' | 'down' | 'off';

/** Whether the Redis adapter is in use and connected ('off' when REDIS_URL is unset). */
export const redisState = (): RedisState => getProcessSingleton<() => RedisState>('redisState')?.() ?? 'off';
export const setRedisStateProbe = (probe: () => RedisState) => setProcessSingleton('redisState', probe);
