import client from 'prom-client';
import { processSingleton } from '@/lib/util/process-singleton';
import { metrics, queueReaders } from './registry';

// Values read when Prometheus scrapes rather than counted as they change: queue depths, and
// anything else a module can say on demand. A module registers a reader once; every scrape
// after that reports it.

type Reader = () => number;

const gaugeReaders = () => processSingleton('metricsGaugeReaders', () => new Map<string, Reader>());

/**
 * Reports the depth of a queue (search postings, pushes, link previews ...) as
 * `queue_depth{queue="<name>"}`. Registering a name again replaces its reader.
 */
export function registerQueueDepth(name: string, read: Reader): void {
  metrics();
  queueReaders().set(name, read);
}

/** A gauge of its own whose value `read` gives at scrape time (e.g. sockets connected). */
export function registerGauge(name: string, help: string, read: Reader): void {
  gaugeReaders().set(name, read);
  const { registry } = metrics();
  if (registry.getSingleMetric(name)) return;
  new client.Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(gaugeReaders().get(name)?.() ?? 0);
    },
  });
}
