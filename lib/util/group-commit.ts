import { processSingleton } from './process-singleton';
import { logger } from '@/lib/log/logger';

/**
 * Group commit: what callers add under one key goes out in batches, at most one batch of a key
 * in flight at a time; whatever arrives meanwhile goes out together as soon as it is done. A lone
 * item waits for nothing but the current turn of the event loop; under load, batches grow by
 * themselves instead of queueing one write behind another. `flush` settles every item itself,
 * errors included: nothing it throws reaches a caller.
 * `name` makes the queue the process's (lib/util/process-singleton.ts): every copy of the calling
 * module (server.ts's and Next's route bundles) adds to the same one, so "one batch of a key in
 * flight" holds for the process, whoever adds.
 */
export function groupCommit<T>(name: string, flush: (key: string, items: T[]) => Promise<void>): (key: string, item: T) => void {
  /** items not yet handed to `flush`, by key; a key is here while its batches run */
  const waiting = processSingleton(`groupCommit:${name}`, () => new Map<string, T[]>());

  const next = (key: string) => {
    const items = waiting.get(key)!;
    if (!items.length) return void waiting.delete(key);
    waiting.set(key, []);
    flush(key, items)
      .catch((error) => logger().error({ err: error }, '[group-commit] flush failed'))
      .finally(() => next(key));
  };

  return (key, item) => {
    const items = waiting.get(key);
    if (items) return void items.push(item);
    waiting.set(key, [item]);
    setImmediate(next, key);
  };
}
