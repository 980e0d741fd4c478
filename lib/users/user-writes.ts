import { subscribe } from 'node:diagnostics_channel';
import { logger } from '@/lib/log/logger';
import { USER_WRITES_CHANNEL, type UserWrite } from '@/models/User';

/**
 * Calls `listener` after every write to users, with the ids it may have touched (undefined: any
 * user). models/User.ts publishes each write on a process-wide channel, so a listener added in
 * one bundle hears the writes made through every copy of the model.
 */
export function onUserWrite(listener: (ids: string[] | undefined) => void): void {
  subscribe(USER_WRITES_CHANNEL, (message) => {
    // A channel rethrows a listener's error as an uncaught exception, which would end the
    // process over a cache that failed to forget: it is logged instead.
    try {
      listener((message as UserWrite).ids);
    } catch (error) {
      logger().error({ err: error }, '[user-writes] a listener failed');
    }
  });
}
