'use client';

import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { AckAnswer, ClientToServerEvents, ServerToClientEvents } from '@/lib/contract/socket-events';
import { getToken, leaveSession } from './session';

/** The browser's socket: every emit and listener is checked against API.md's events (lib/contract). */
export type AppClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Server events plus the connection's own, as components listen to them. */
type ListenedEvents = ServerToClientEvents & { connect: () => void; disconnect: (reason: string) => void };

const SocketContext = createContext<AppClientSocket | null>(null);

function createSocket(): AppClientSocket | null {
  if (typeof window === 'undefined' || !getToken()) return null;
  const socket = io({ path: '/socket.io', transports: ['websocket'], withCredentials: true, autoConnect: false, reconnectionAttempts: 5, timeout: 10_000 });
  // `setup` after every (re)connect, with the token stored then. A session ended while this tab
  // was connecting never heard session_ended (the socket was in no room yet): the refusal of its
  // setup says the same. A token the server does not take is signed out as by a 401.
  socket.on('connect', () =>
    socket.emit('setup', getToken(), (answer: AckAnswer) => {
      if (answer?.code === 'SESSION_ENDED') leaveSession(true);
      else if (answer?.code === 'UNAUTHORIZED') leaveSession(false);
    }),
  );
  socket.on('connect_error', (error) => console.warn('[socket] connect_error', error.message));
  // Another client changed the password, reset it or deleted the account: signed out here, as
  // by a 401 (API.md "Sessions"; the server disconnects this socket right after).
  socket.on('session_ended', () => leaveSession(true));
  return socket;
}

/**
 * One socket per tab while signed in (SPEC.md section 7): websocket only, manual connect,
 * 5 reconnection attempts, 10 s timeout. Connected while mounted, closed on unmount.
 */
export function SocketProvider({ children }: { children: React.ReactNode }) {
  const [socket] = useState(createSocket);

  useEffect(() => {
    socket?.connect();
    return () => {
      socket?.disconnect();
    };
  }, [socket]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

export const useSocket = () => useContext(SocketContext);

/** Subscribes to a server event for the component's lifetime; the latest handler is always used. */
export function useSocketEvent<E extends keyof ListenedEvents>(event: E, handler: ListenedEvents[E]): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (...args: Parameters<ListenedEvents[E]>) => (latest.current as (...a: typeof args) => void)(...args);
    // socket.io cannot narrow its listener type through the generic E; the signature above is checked.
    socket.on(event as 'connect', listener as never);
    return () => {
      socket.off(event as 'connect', listener as never);
    };
  }, [socket, event]);
}
