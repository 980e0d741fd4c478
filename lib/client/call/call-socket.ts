// The socket edge of calls (API.md, the `call:*` events): what the call controller needs of a
// socket.io client socket, so that a unit test hands it a small fake.
import type { CallEnded, CallIncoming, CallSignal, ClientToServerEvents } from '@/lib/contract/socket-events';
import type { SendResult } from './mesh';

/** how long a request waits for the server's answer before it counts as a network error */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * The part of a socket.io client socket that calls use, event by event, so that the app's
 * socket (typed by lib/contract/socket-events.ts) fits it as it is; the payloads are the contract's.
 */
export interface CallSocket {
  readonly connected: boolean;
  on(event: 'call:incoming', listener: (payload: IncomingPayload) => void): unknown;
  on(event: 'call:signal', listener: (payload: SignalPayload) => void): unknown;
  on(event: 'call:ended', listener: (payload: EndedPayload) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  off(event: 'call:incoming', listener: (payload: IncomingPayload) => void): unknown;
  off(event: 'call:signal', listener: (payload: SignalPayload) => void): unknown;
  off(event: 'call:ended', listener: (payload: EndedPayload) => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
  emit(event: 'call:ended', payload: { chatId: string }): unknown;
  /** an emit whose acknowledgement comes back as (error, answer), the error after `ms` */
  timeout(ms: number): {
    emit(event: 'call:incoming', payload: OutgoingRing, ack: AckCallback): unknown;
    emit(event: 'call:signal', payload: OutgoingSignal, ack: AckCallback): unknown;
  };
}

type AckCallback = (error: Error | null, answer?: SendResult) => void;

/** `call:incoming` sent: ring the other person (`to`) or the group */
export type OutgoingRing = Parameters<ClientToServerEvents['call:incoming']>[0];
/** `call:signal` sent to someone in the call */
export type OutgoingSignal = Parameters<ClientToServerEvents['call:signal']>[0];
/** `call:incoming` to the people called */
export type IncomingPayload = CallIncoming;
/** `call:signal` relayed from someone in the call, with the people in it */
export type SignalPayload = CallSignal;
/** `call:ended`: `from` left the call (the caller for the end of the whole call) */
export type EndedPayload = CallEnded;

export interface CallSocketHandlers {
  incoming(payload: IncomingPayload | undefined): void;
  signal(payload: SignalPayload | undefined): void;
  ended(payload: EndedPayload | undefined): void;
  disconnect(): void;
}

/** Listens to the call events; answers the function that stops listening. */
export function listenToCalls(socket: CallSocket | null, handlers: CallSocketHandlers): () => void {
  if (!socket) return () => undefined;
  const incoming = (payload: IncomingPayload) => handlers.incoming(payload);
  const signal = (payload: SignalPayload) => handlers.signal(payload);
  const ended = (payload: EndedPayload) => handlers.ended(payload);
  const disconnect = () => handlers.disconnect();
  socket.on('call:incoming', incoming);
  socket.on('call:signal', signal);
  socket.on('call:ended', ended);
  socket.on('disconnect', disconnect);
  return () => {
    socket.off('call:incoming', incoming);
    socket.off('call:signal', signal);
    socket.off('call:ended', ended);
    socket.off('disconnect', disconnect);
  };
}

/** An emit that waits for the server's answer; a socket that is down or silent is NETWORK_ERROR. */
export function request(socket: CallSocket | null, ...[event, payload]: ['call:incoming', OutgoingRing] | ['call:signal', OutgoingSignal]): Promise<SendResult> {
  return new Promise<SendResult>((resolve) => {
    if (!socket?.connected) return resolve({ ok: false, code: 'NETWORK_ERROR' });
    const ack: AckCallback = (error, answer) => resolve(error ? { ok: false, code: 'NETWORK_ERROR' } : (answer ?? { ok: true }));
    // one emit per event, each checked against its own payload
    if (event === 'call:incoming') socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, ack);
    else socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, ack);
  });
}

/** `call:ended`: this user leaves the call (or declines a ring) */
export function tellEnded(socket: CallSocket | null, chatId: string | null): void {
  if (chatId && socket?.connected) socket.emit('call:ended', { chatId });
}
