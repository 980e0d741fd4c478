'use client';

import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getToken } from './session';

const SocketContext = createContext<Socket | null>(null);

/**
 * One socket per tab while signed in (SPEC.md section 7): websocket only, 5 reconnection
 * attempts, 10 s timeout; `setup` with the token after every (re)connect. Closed on unmount.
 */
export function SocketProvider({ children }: { children: React.ReactNode }) {
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const next = io({ path: '/socket.io', transports: ['websocket'], withCredentials: true, autoConnect: false, reconnectionAttempts: 5, timeout: 10_000 });
    next.on('connect', () => next.emit('setup', token));
    next.on('connect_error', (error) => console.warn('[socket] connect_error', error.message));
    next.connect();
    setSocket(next);
    return () => {
      next.removeAllListeners();
      next.disconnect();
      setSocket(null);
    };
  }, []);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

export const useSocket = () => useContext(SocketContext);

/** Subscribes to a server event for the component's lifetime; the latest handler is always used. */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
