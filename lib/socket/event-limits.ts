import { tokenBucket } from '@/lib/util/rate-limit';

/**
 * How many events of each kind one socket may send: a burst, then a steady rate per second.
 * Events over it are dropped (an acknowledgement, if asked for, says TOO_MANY_REQUESTS); the
 * socket stays connected. The web client sends `typing` once per few seconds of typing, so a
 * handful per second is far above honest use and far below a flood fanned out to a whole group.
 */
const LIMITS: Record<string, { burst: number; perSecond: number }> = {
  setup: { burst: 10, perSecond: 1 },
  typing: { burst: 5, perSecond: 2 },
  stop_typing: { burst: 5, perSecond: 2 },
  get_online_users: { burst: 10, perSecond: 2 },
  join_room: { burst: 50, perSecond: 10 },
  read_chat: { burst: 50, perSecond: 10 },
  'call:incoming': { burst: 5, perSecond: 1 },
  'call:ended': { burst: 10, perSecond: 2 },
  // offers, answers and trickled ICE candidates of up to three peers at the start of a call
  'call:signal': { burst: 300, perSecond: 50 },
};
const OTHER = { burst: 20, perSecond: 5 };

type Bucket = ReturnType<typeof tokenBucket>;
const bucketsOf = new WeakMap<object, Map<string, Bucket>>();

/** Whether `socket` may send one more `event` now (and counts it). */
export function allowSocketEvent(socket: object, event: string): boolean {
  let buckets = bucketsOf.get(socket);
  if (!buckets) {
    buckets = new Map();
    bucketsOf.set(socket, buckets);
  }
  const name = event in LIMITS ? event : '*';
  let bucket = buckets.get(name);
  if (!bucket) {
    bucket = tokenBucket(LIMITS[name] ?? OTHER);
    buckets.set(name, bucket);
  }
  return bucket.take();
}
