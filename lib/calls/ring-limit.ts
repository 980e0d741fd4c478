import { ApiError } from '@/lib/errors/api-error';
import { hit, takeHit } from '@/lib/util/rate-limit';

// Every ring ends in a call message in its chat (missed, declined, ended) and a ring on the other
// side: without a limit one account, or a few, could fill someone's chat, unread count and
// screen with them. Counted per minute, by every app process together when REDIS_URL is set.

export const RINGS_PER_CALLER = 10;
export const RINGS_PER_CALLEE = 15;
const WINDOW_MS = 60_000;

/**
 * Counts a ring against its caller and each of its callees, before anything is written. Past the
 * caller's limit the ring is refused (429 TOO_MANY_REQUESTS). A callee past theirs is not rung:
 * in a one-to-one chat that refuses the ring too; a group's call rings the others. Answers the
 * callees to ring.
 */
export async function ringableCallees(callerId: string, calleeIds: string[], chatType: 'single' | 'group'): Promise<string[]> {
  await takeHit(`ring-from:${callerId}`, RINGS_PER_CALLER, WINDOW_MS);
  const hits = await Promise.all(calleeIds.map((id) => hit(`ring-to:${id}`, RINGS_PER_CALLEE, WINDOW_MS)));
  const refused = hits.find((h) => !h.allowed);
  if (refused && chatType === 'single') throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: refused.retryAfterSeconds });
  return calleeIds.filter((_, i) => hits[i].allowed);
}
