import type { Message } from '@/lib/contract/answers';

/**
 * What the cache holds for one chat's history: a window of consecutive messages, oldest first.
 * Usually it ends at the newest message; after a jump to an older one it may not (`hasMoreAfter`).
 */
export interface HistoryState {
  messages: Message[];
  /** older messages exist on the server */
  hasMore: boolean;
  /** newer messages exist beyond the window: live ones are not added (they would leave a gap) */
  hasMoreAfter?: boolean;
}
