import type { RunOptions } from './use-group';
import type { GroupView } from '@/lib/contract/answers';

/** What every section of the management panel works with. */
export interface PanelContext {
  group: GroupView;
  myId: string;
  /** owner or admin */
  canManage: boolean;
  isOwner: boolean;
  /** the current time, refreshed when a mute ends */
  now: number;
  run: <T extends { group?: GroupView }>(options: RunOptions<T>) => Promise<T | null>;
  /** shows an error notice for 4 s */
  notify: (text: string) => void;
  formatTime: (iso: string) => string;
}
