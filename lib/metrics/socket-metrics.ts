import client from 'prom-client';
import type { AppServer } from '@/lib/realtime/io-types';
import { registerGauge } from './gauges';
import { metrics } from './registry';

// Sockets connected to this process, and deliveries: the events socket.io wrote to this
// process's sockets, by event name (a message sent to a chat of 50 members online here is 50
// receive_message deliveries), whichever process published them. Counted in plain numbers and
// added to the counter at scrape time: a fan-out writes thousands of events a second.

export function watchSockets(io: AppServer): void {
  registerGauge('chat_sockets_connected', 'Sockets connected to this process', () => io.of('/').sockets.size);
  const pending = new Map<string, number>();
  new client.Counter({
    name: 'chat_deliveries_total',
    help: 'Events written to the sockets of this process, by event',
    labelNames: ['event'] as const,
    registers: [metrics().registry],
    collect() {
      for (const [event, count] of pending) this.inc({ event }, count);
      pending.clear();
    },
  });
  const count = (event: string) => pending.set(event, (pending.get(event) ?? 0) + 1);
  io.on('connection', (socket) => socket.onAnyOutgoing(count));
}
