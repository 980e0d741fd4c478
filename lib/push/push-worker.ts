import { env } from '@/lib/env';
import type { PresenceStore } from '@/lib/realtime/presence';
import { redisState } from '@/lib/realtime/redis-state';
import { processSingleton } from '@/lib/util/process-singleton';
import { PushSubscription } from '@/models/PushSubscription';
import { createDeliveryScheduler, type Delivery, type DeliveryScheduler } from './delivery-scheduler';
import { forgetSubscription } from './delete-subscriptions';
import type { PushJob } from './push-job';
import { createLocalQueue, createRedisQueue, type LocalQueue, type RedisQueue } from './push-queue';
import { resolveDeliveries } from './resolve-deliveries';
import { sendWebPush } from './send-web-push';
import { logger } from '@/lib/log/logger';

/** Jobs resolved together: one set of reads serves them all. */
const BATCH_MAX = 500;
/** A batch starts at most this often: under load the batches grow instead of the reads. */
const BATCH_EVERY_MS = 100;
const SEND_CONCURRENCY = 32;
/** `lastSuccessAt` (the settings' device list) is written at most this often per device. */
const SUCCESS_WRITE_EVERY_MS = 10 * 60_000;

interface WorkerState {
  running: boolean;
  presence?: PresenceStore;
  local: LocalQueue;
  shared?: RedisQueue;
  scheduler?: DeliveryScheduler;
  loop?: Promise<void>;
  /** what the bench and tests read: pushes handed to push services, and those they took */
  counts: { sent: number; delivered: number; gone: number };
}

const state = processSingleton<WorkerState>('pushWorker', () => ({ running: false, local: createLocalQueue(), counts: { sent: 0, delivered: 0, gone: 0 } }));
/** when each subscription's lastSuccessAt was last written (at most once a minute each) */
const successWrittenAt = processSingleton('pushSuccessWrittenAt', () => new Map<string, number>());

function recordSuccess(delivery: Delivery) {
  state.counts.delivered += 1;
  const now = Date.now();
  if ((successWrittenAt.get(delivery.subscriptionId) ?? 0) > now - SUCCESS_WRITE_EVERY_MS) return;
  successWrittenAt.set(delivery.subscriptionId, now);
  void PushSubscription.updateOne({ _id: delivery.subscriptionId }, { $set: { lastSuccessAt: new Date(now) } }, { timestamps: false }).catch(() => undefined);
}

function forget(delivery: Delivery) {
  state.counts.gone += 1;
  void forgetSubscription(delivery.subscriptionId).catch((error) => logger().error({ reason: (error as Error).message }, '[push] could not delete a gone subscription'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function nextBatch(): Promise<{ jobs: PushJob[]; ackIds: string[] }> {
  const jobs = state.local.take(BATCH_MAX);
  if (state.shared && redisState() === 'up') {
    try {
      const entries = await state.shared.read(BATCH_MAX - jobs.length, jobs.length ? 1 : 1000);
      return { jobs: [...jobs, ...entries.flatMap((entry) => (entry.job ? [entry.job] : []))], ackIds: entries.map((entry) => entry.id) };
    } catch {
      state.shared.close(); // connected again on the next read
    }
  }
  if (!jobs.length) await state.local.waitForJob(1000);
  return { jobs: [...jobs, ...(jobs.length ? [] : state.local.take(BATCH_MAX))], ackIds: [] };
}

async function run() {
  while (state.running) {
    const started = Date.now();
    try {
      const { jobs, ackIds } = await nextBatch();
      if (jobs.length && state.presence && state.scheduler) {
        for (const delivery of await resolveDeliveries(jobs, state.presence)) state.scheduler.offer(delivery);
      }
      await state.shared?.ack(ackIds);
    } catch (error) {
      logger().error({ reason: (error as Error).message }, '[push] batch failed');
    }
    await sleep(Math.max(0, started + BATCH_EVERY_MS - Date.now()));
  }
}

/**
 * Starts this process's push worker (server.ts): it takes queued jobs in batches, decides who
 * gets which push (lib/push/resolve-deliveries.ts) and sends them off the send path. With Redis
 * the queue is shared by every process and each job is done by one of them.
 */
export function startPushWorker(opts: { presence: PresenceStore }): void {
  if (state.running) return;
  state.running = true;
  state.presence = opts.presence;
  state.shared = env().REDIS_URL ? createRedisQueue() : undefined;
  state.scheduler = createDeliveryScheduler(
    {
      send: (delivery) => {
        state.counts.sent += 1;
        return sendWebPush(delivery.target, JSON.stringify(delivery.payload), delivery.options);
      },
      delivered: recordSuccess,
      gone: forget,
    },
    SEND_CONCURRENCY,
  );
  state.loop = run();
}

export async function stopPushWorker(): Promise<void> {
  if (!state.running) return;
  state.running = false;
  await state.loop;
  state.scheduler?.stop();
  state.shared?.close();
}

/**
 * Queues a push job. Never waits and never fails the caller: the send path calls it after the
 * message is stored and announced. With Redis up the job goes to the shared stream (the write is
 * not awaited); otherwise, or should that write fail, it waits in this process.
 */
export function enqueuePush(job: PushJob | null): void {
  if (!job || !state.running) return;
  const shared = state.shared;
  if (shared && redisState() === 'up') {
    shared.add(job).catch(() => state.local.add(job));
    return;
  }
  state.local.add(job);
}

/** Jobs waiting in this process (the metrics' queue_depth{queue="push"}; the shared stream is Redis's). */
export const pushQueueDepth = () => state.local.size;

/** Pushes handed to push services so far, how many they took and how many subscriptions were gone (metrics). */
export const pushCounts = () => ({ ...state.counts });
