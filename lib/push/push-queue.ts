import { randomBytes } from 'node:crypto';
import type { RedisClientType } from 'redis';
import { withRedis } from '@/lib/realtime/redis-state';
import type { PushJob } from './push-job';
import { logger } from '@/lib/log/logger';

/** Jobs a process keeps when it has no Redis (or Redis is away); past this the oldest are dropped. */
export const LOCAL_QUEUE_LIMIT = 10_000;

/** The jobs waiting in this process, bounded: a push never holds up a send, and never fills memory. */
export function createLocalQueue(limit = LOCAL_QUEUE_LIMIT) {
  const jobs: PushJob[] = [];
  let dropped = 0;
  let wake: (() => void) | undefined;
  return {
    add(job: PushJob) {
      if (jobs.length >= limit) {
        jobs.shift();
        if (dropped++ % 1000 === 0) logger().warn(`[push] queue full: ${dropped} pushes dropped so far`);
      }
      jobs.push(job);
      wake?.();
    },
    take(max: number): PushJob[] {
      return jobs.splice(0, max);
    },
    get size() {
      return jobs.length;
    },
    /** Resolves when a job is added, or after `ms`. */
    waitForJob(ms: number): Promise<void> {
      if (jobs.length) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    },
  };
}

export type LocalQueue = ReturnType<typeof createLocalQueue>;

const STREAM = 'chat:push:jobs';
const GROUP = 'push';
/** The stream is trimmed to about this many entries: a backlog past it is old news. */
const STREAM_LIMIT = 100_000;
/** A job claimed by a process that has not acknowledged it for this long is taken over (that process died). */
const CLAIM_IDLE_MS = 30_000;

type StreamEntry = { id: string; message: Record<string, string> };

/**
 * The queue shared by every process through Redis: a stream read by one consumer group, so each
 * job goes to exactly one process; a process acknowledges (and deletes) its jobs once their pushes
 * are handed to its sender, and jobs a dead process had claimed are taken over after CLAIM_IDLE_MS.
 * Reading blocks, so it has a connection of its own.
 */
export function createRedisQueue() {
  const consumer = `proc-${randomBytes(6).toString('hex')}`;
  let reader: RedisClientType | undefined;
  let groupReady = false;
  let lastClaimAt = 0;

  async function readerClient(): Promise<RedisClientType> {
    if (reader?.isReady) return reader;
    reader?.destroy();
    const client = await withRedis(async (shared) => shared.duplicate({ disableOfflineQueue: true }) as RedisClientType);
    client.on('error', () => undefined);
    await client.connect();
    reader = client;
    if (!groupReady) {
      await client.xGroupCreate(STREAM, GROUP, '0', { MKSTREAM: true }).catch((error: Error) => {
        if (!/BUSYGROUP/.test(error.message)) throw error;
      });
      groupReady = true;
    }
    return client;
  }

  /** A job that does not parse is still acknowledged (its id comes back without a job). */
  const parse = (entries: StreamEntry[]): { id: string; job: PushJob | undefined }[] =>
    entries.map((entry) => {
      try {
        return { id: entry.id, job: JSON.parse(entry.message.job) as PushJob };
      } catch {
        return { id: entry.id, job: undefined };
      }
    });

  return {
    /** Adds a job; rejects when Redis is not up (the caller keeps it in the process instead). */
    add(job: PushJob): Promise<unknown> {
      return withRedis((client) => client.xAdd(STREAM, '*', { job: JSON.stringify(job) }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: STREAM_LIMIT } }));
    },
    /** Up to `max` jobs for this process, waiting at most `blockMs` for the first. */
    async read(max: number, blockMs: number): Promise<{ id: string; job: PushJob | undefined }[]> {
      const client = await readerClient();
      if (Date.now() - lastClaimAt > CLAIM_IDLE_MS / 3) {
        lastClaimAt = Date.now();
        const claimed = await client.xAutoClaim(STREAM, GROUP, consumer, CLAIM_IDLE_MS, '0-0', { COUNT: max });
        const taken = claimed.messages.filter((entry): entry is StreamEntry => !!entry) as StreamEntry[];
        if (taken.length) return parse(taken);
      }
      const reply = (await client.xReadGroup(GROUP, consumer, { key: STREAM, id: '>' }, { COUNT: max, BLOCK: blockMs })) as { messages: StreamEntry[] }[] | null;
      return parse(reply?.[0]?.messages ?? []);
    },
    async ack(ids: string[]): Promise<void> {
      if (!ids.length || !reader?.isReady) return;
      await reader.multi().xAck(STREAM, GROUP, ids).xDel(STREAM, ids).exec();
    },
    close() {
      reader?.destroy();
      reader = undefined;
    },
  };
}

export type RedisQueue = ReturnType<typeof createRedisQueue>;
