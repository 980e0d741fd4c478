import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { ErrorDetail } from '@/lib/api/errors';
import { toApiError } from '@/lib/api/to-api-error';
import type { PresenceSocketData } from './presence-hub';

/** An acknowledgement: `{ ok }`, or `{ ok: false, code }` with the detail of the error answers (API.md). */
export type AckAnswer = { ok: boolean; code?: string } & ErrorDetail;
export type Ack = (answer: AckAnswer) => void;

export interface SocketData extends PresenceSocketData {
  username?: string;
  hideOnline?: boolean;
  /** of the token the socket was set up with (lib/auth/end-sessions.ts) */
  sessionVersion?: number;
  sessionId?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppSocket = Socket<any, any, any, SocketData>;

export const reply = (ack: unknown, payload: AckAnswer) => {
  if (typeof ack === 'function') (ack as Ack)(payload);
};

/** The acknowledgement of an event that failed: its code, and field/reason/resource where known. */
export function refusal(error: unknown): AckAnswer {
  const apiError = toApiError(error);
  return { ok: false, code: apiError.code, ...apiError.detail };
}

/**
 * Wraps an event handler: parses the payload with zod (types are no validation), answers the
 * acknowledgement with {ok} or {ok:false, code, ...detail}, and never lets an error escape.
 */
export function on<T>(socket: AppSocket, event: string, schema: z.ZodType<T>, handler: (payload: T, userId: string) => Promise<void> | void) {
  socket.on(event, async (...args: unknown[]) => {
    // An event sent without a payload has the acknowledgement as its only argument.
    const [raw, ack] = typeof args[0] === 'function' ? [undefined, args[0]] : args;
    try {
      await handler(schema.parse(raw), socket.data.userId!);
      reply(ack, { ok: true });
    } catch (error) {
      reply(ack, refusal(error));
    }
  });
}
