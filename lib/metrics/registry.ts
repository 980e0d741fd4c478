import client from 'prom-client';
import { processSingleton } from '@/lib/util/process-singleton';

// Every metric of the process, made once (route handlers in Next's bundle count into the same
// ones as server.ts) and served at GET /metrics (metrics-endpoint.ts) in the Prometheus text
// format. Names follow Prometheus' conventions: a unit suffix, `_total` for counters.

/** Readers of queue depths by queue name (gauges.ts registerQueueDepth). */
export const queueReaders = () => processSingleton('metricsQueueDepths', () => new Map<string, () => number>());

/** Request and command latencies: 1 ms to 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `<system>_command_duration_seconds` by command name and outcome, and `<system>_command_errors_total`. */
function commandMetrics(system: string, what: string, registers: client.Registry[]) {
  return {
    duration: new client.Histogram({
      name: `${system}_command_duration_seconds`,
      help: `${what} by command name and outcome`,
      labelNames: ['command', 'outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    errors: new client.Counter({ name: `${system}_command_errors_total`, help: `${what} that failed, by command name`, labelNames: ['command'] as const, registers }),
  };
}

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route (ids replaced by :id) and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    sendToAck: new client.Histogram({
      name: 'chat_send_to_ack_seconds',
      help: 'From a send call arriving to its answer (the message stored and announced)',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    messagesStored: new client.Counter({ name: 'chat_messages_stored_total', help: 'Messages stored (sent and system messages)', registers }),
    db: commandMetrics('db', 'Database commands (driver command monitoring)', registers),
    redis: commandMetrics('redis', 'Redis commands', registers),
    queueDepth: new client.Gauge({
      name: 'queue_depth',
      help: 'Items waiting in a background queue of this process',
      labelNames: ['queue'] as const,
      registers,
      collect() {
        for (const [queue, read] of queueReaders()) this.set({ queue }, read());
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

export const metrics = (): Metrics => processSingleton('metrics', createMetrics);
