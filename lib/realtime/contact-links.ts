import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';

// How services tell the socket hub that people now share a chat, without importing the hub:
// the hub (lib/socket/presence-hub.ts) registers what a link does when the socket server starts.

const LINK_KEY = 'presenceLink';

type Linker = (chat: { chatId: string; members: string[] }) => void;

/**
 * People who just started sharing a chat (a new one-to-one chat, a new group, a member added)
 * follow each other's presence from now on, also on sockets set up before: `members` are the
 * chat's members now. Called by the chat services after saving; a no-op without a socket server.
 */
export function linkContacts(chatId: string, members: string[]): void {
  if (members.length > 1) getProcessSingleton<Linker>(LINK_KEY)?.({ chatId, members });
}

/** Called once by the socket hub. */
export function setContactLinker(link: Linker): void {
  setProcessSingleton(LINK_KEY, link);
}
