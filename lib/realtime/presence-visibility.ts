import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';

// How the settings service tells the socket hub that someone hid or showed their online status,
// without importing the hub: the hub (lib/socket/presence-hub.ts) registers what that does.

const VISIBILITY_KEY = 'presenceVisibility';

type VisibilityChange = (userId: string, visible: boolean) => void;

/**
 * The user's sockets, on every process, count for their presence from now on (`visible`) or no
 * longer: contacts see them come online or go offline at once, not at their next connect.
 * A no-op without a socket server.
 */
export function changePresenceVisibility(userId: string, visible: boolean): void {
  getProcessSingleton<VisibilityChange>(VISIBILITY_KEY)?.(userId, visible);
}

/** Called once by the socket hub. */
export function setPresenceVisibilityHandler(change: VisibilityChange): void {
  setProcessSingleton(VISIBILITY_KEY, change);
}
