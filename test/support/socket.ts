import { inject } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';

export type TestSocket = Socket & {
  /** Resolves with the next payload of `event` that passes `match` (rejects after `timeoutMs`). */
  next: <T = any>(event: string, match?: (payload: T) => boolean, timeoutMs?: number) => Promise<T>;
  /** Resolves true if `event` arrives within `ms`, false otherwise (for "nobody else got it"). */
  receives: (event: string, ms?: number, match?: (payload: any) => boolean) => Promise<boolean>;
};

/**
 * A real socket.io client, connected and authenticated with `setup` (unless token is omitted),
 * to the run's server or to `baseUrl` (another app process).
 */
export async function openSocket(token?: string, baseUrl = inject('baseUrl')): Promise<TestSocket> {
  const socket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false }) as TestSocket;
  const buffered: Array<{ event: string; payload: any }> = [];
  socket.onAny((event, payload) => buffered.push({ event, payload }));
  socket.next = (event, match = () => true, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const found = buffered.findIndex((e) => e.event === event && match(e.payload));
      if (found >= 0) return resolve(buffered.splice(found, 1)[0].payload);
      const timer = setTimeout(() => {
        socket.offAny(listener);
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (name: string, payload: any) => {
        if (name !== event || !match(payload)) return;
        clearTimeout(timer);
        socket.offAny(listener);
        const index = buffered.findIndex((e) => e.payload === payload);
        if (index >= 0) buffered.splice(index, 1);
        resolve(payload);
      };
      socket.onAny(listener);
    });
  socket.receives = async (event, ms = 600, match = () => true) => {
    try {
      await socket.next(event, match, ms);
      return true;
    } catch {
      return false;
    }
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  if (token) {
    const answer = await socket.emitWithAck('setup', token);
    if (!answer?.ok) throw new Error(`setup refused: ${JSON.stringify(answer)}`);
  }
  return socket;
}
