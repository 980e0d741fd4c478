import { getProcessSingleton, setProcessSingleton } from '@/lib/util/process-singleton';
import { logger } from '@/lib/log/logger';

// How services take people out of a chat's call when they lose the chat, without importing the
// socket hub: the hub (lib/socket/call-handlers.ts) registers what an exit does when the socket
// server starts. Call state is shared through Redis when several processes run, so the process
// that changes the membership ends the call part itself, wherever the call's sockets are.

const EXIT_KEY = 'callExit';

/** `userIds`: these people leave the chat's call; `everyone`: the call ends (the chat is gone). */
type CallExit = (chatId: string, who: string[] | 'everyone') => Promise<void>;

async function exit(chatId: string, who: string[] | 'everyone'): Promise<void> {
  const run = getProcessSingleton<CallExit>(EXIT_KEY);
  if (!run || (who !== 'everyone' && !who.length)) return;
  // Membership is already saved: a failure here must not turn the change into an error. Every
  // call event checks membership against the database too, so a missed exit only delays the end.
  await run(chatId, who).catch((error) => logger().error({ err: error }, '[calls] could not end a call part'));
}

/** People removed from a chat (removed, left, deleted their account) leave its call at once. */
export const leaveChatCall = (chatId: string, userIds: string[]) => exit(chatId, userIds);

/** The chat is gone or closed to calls (deleted group, blocked one-to-one chat): its call ends. */
export const endChatCall = (chatId: string) => exit(chatId, 'everyone');

/** Called once by the socket hub. */
export function setCallExit(run: CallExit): void {
  setProcessSingleton(EXIT_KEY, run);
}
