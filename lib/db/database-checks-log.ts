import type { Connection } from 'mongoose';
import { logger } from '@/lib/log/logger';

/**
 * Says in the log when the driver finds the database not answering its check (lib/db/connect.ts:
 * the commands waiting on it then end with 503 DB_UNAVAILABLE) and when it answers again, once per
 * outage, not once per check (a check runs every half second); and each time the driver drops its
 * connections, which a failed check does, and so does a new connection's handshake running past
 * its timeout.
 */
export function logDatabaseChecks(client: ReturnType<Connection['getClient']>): void {
  let failingSince: number | null = null;
  let failedChecks = 0;
  client.on('serverHeartbeatFailed', (event) => {
    failedChecks += 1;
    if (failingSince !== null) return;
    failingSince = Date.now();
    logger().warn({ checkMs: Math.round(event.duration), failure: event.failure.message }, '[db] the database did not answer its check');
  });
  client.on('serverHeartbeatSucceeded', () => {
    if (failingSince === null) return;
    logger().warn({ unansweredMs: Date.now() - failingSince, failedChecks }, '[db] the database answers its checks again');
    failingSince = null;
    failedChecks = 0;
  });
  client.on('connectionPoolCleared', (event) => {
    logger().warn({ interruptedInUse: !!event.interruptInUseConnections }, '[db] the connections to the database were dropped');
  });
}
