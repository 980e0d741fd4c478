import { ApiError } from '@/lib/errors/api-error';

// Each lost race means another writer's change got in: with jitter, a burst of N writers to one
// document settles in about N rounds. Enough for a busy document; a timeout, not a livelock.
const MAX_TRIES = 25;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 5 * (attempt + 1))));

/**
 * A change computed from what a document holds: `attempt` reads the document and writes it only
 * if it is still as read (a revision in the update's filter), answering `undefined` when that
 * write found it changed. It is then run again on a fresh read, after a short random wait. The
 * database checks the condition, so this holds between processes too. Gives up with 409
 * INVALID_STATE.
 */
export async function retryCompareAndSet<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const done = await attempt();
    if (done !== undefined) return done;
    await backoff(tries);
  }
  throw new ApiError('INVALID_STATE');
}
