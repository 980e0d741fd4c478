import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@/lib/contract/socket-events';
import type { PresenceCircle } from '@/lib/socket/presence-circles';

/** A user's other sessions ended (lib/realtime/ended-sessions.ts). */
export interface SessionsEnded {
  userId: string;
  /** the version valid from now on; -1 when the account is gone */
  sessionVersion: number;
  /** the session that made the change and goes on, if any */
  keptSessionId?: string;
}

/** Between app processes (io.serverSideEmit over the Redis adapter), never sent to browsers. */
export interface InterServerEvents {
  /** forget the cached member summaries of these users (all when null) */
  forget_users: (userIds: string[] | null) => void;
  'chat:presence': (userId: string, online: boolean) => void;
  'chat:presence-link': (chatId: string, members: string[]) => void;
  /** a process published its users again after Redis came back: ask the store anew */
  'chat:presence-resync': () => void;
  /** a user hid (false) or showed (true) their online status */
  'chat:presence-visibility': (userId: string, visible: boolean) => void;
  /** answered once the process has acted on it (lib/realtime/ended-sessions.ts) */
  'chat:sessions_ended': (end: SessionsEnded, done: (acted: boolean) => void) => void;
}

/** What the server keeps on each socket. */
export interface SocketData {
  userId?: string;
  username?: string;
  hideOnline?: boolean;
  /** of the token the socket was set up with (lib/auth/end-sessions.ts) */
  sessionVersion?: number;
  sessionId?: string;
  /** presence (lib/socket/presence-circles.ts): the chats whose members' presence this socket follows */
  circles?: PresenceCircle[];
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
