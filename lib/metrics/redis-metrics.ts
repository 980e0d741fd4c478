import diagnostics from 'node:diagnostics_channel';
import { processSingleton } from '@/lib/util/process-singleton';
import { metrics } from './registry';

// Redis command durations and failures from the Redis client's own tracing channel
// (node-redis publishes every command on `node-redis:command` once somebody listens). Labelled
// by command name only: the arguments (keys, payloads) are never looked at.

interface TracedCommand {
  command?: string;
  startedAt?: bigint;
  failed?: boolean;
}

const seconds = (since: bigint | undefined) => (since === undefined ? 0 : Number(process.hrtime.bigint() - since) / 1e9);

/** Subscribes once per process. */
export function watchRedisCommands(): void {
  processSingleton('metricsRedisWatch', () => {
    const { duration, errors } = metrics().redis;
    diagnostics.tracingChannel<string, TracedCommand>('node-redis:command').subscribe({
      start: (context) => {
        context.startedAt = process.hrtime.bigint();
      },
      // A failed command publishes `error`, then `asyncEnd` like any other.
      error: (context) => {
        context.failed = true;
        errors.inc({ command: context.command ?? 'unknown' });
      },
      asyncEnd: (context) => {
        duration.observe({ command: context.command ?? 'unknown', outcome: context.failed ? 'error' : 'ok' }, seconds(context.startedAt));
      },
      end: () => undefined,
      asyncStart: () => undefined,
    });
    return true;
  });
}
