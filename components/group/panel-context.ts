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
  /** shows an error notice for 4 s */
  notify: (text: string) => void;
  /** a change's failure handler: the server's message, else `fallback` */
  failed: (fallback: string) => (error: unknown) => void;
  formatTime: (iso: string) => string;
}
