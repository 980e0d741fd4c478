import { createClient, type RedisClientType } from 'redis';

/** Where tests and the bench look for Redis: REDIS_URL, else its default local port. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connected client, or undefined when no Redis answers within a second (no reconnecting): the
 * scenarios that need one are skipped then.
 */
export async function tryRedis(url = TEST_REDIS_URL): Promise<RedisClientType | undefined> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1000 } }) as RedisClientType;
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch {
    return undefined;
  }
}

/** Whether a Redis answers at `url`. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const client = await tryRedis(url);
  await client?.quit();
  return !!client;
}
