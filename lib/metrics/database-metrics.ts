import type { Connection } from 'mongoose';
import { processSingleton } from '@/lib/util/process-singleton';
import { metrics } from './registry';

// Database command durations and failures from the driver's command monitoring (the connection
// is opened with monitorCommands: lib/db/connect.ts). Labelled by command name only (find,
// insert, update ...): never by collection or content.

const watched = () => processSingleton('metricsWatchedDbClients', () => new WeakSet<object>());

interface CommandEvent {
  commandName: string;
  duration: number;
}

/** Starts counting a client's commands; a client already watched is left as it is. */
export function watchDatabaseCommands(client: ReturnType<Connection['getClient']>): void {
  if (watched().has(client)) return;
  watched().add(client);
  const { duration, errors } = metrics().db;
  client.on('commandSucceeded', (event: CommandEvent) => duration.observe({ command: event.commandName, outcome: 'ok' }, event.duration / 1000));
  client.on('commandFailed', (event: CommandEvent) => {
    duration.observe({ command: event.commandName, outcome: 'error' }, event.duration / 1000);
    errors.inc({ command: event.commandName });
  });
}
