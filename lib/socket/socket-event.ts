import type { z } from 'zod';
import { toApiError } from '@/lib/errors/to-api-error';
import type { Ack, AckAnswer, ClientEvent } from '@/lib/contract/socket-events';
import type { AppSocket } from '@/lib/realtime/io-types';

export type { AppSocket };

export const reply = (ack: unknown, payload: AckAnswer) => {
  if (typeof ack === 'function') (ack as Ack)(payload);
};

/** The acknowledgement of an event that failed: its code, and field/reason/resource where known. */
export function refusal(error: unknown): AckAnswer {
  const apiError = toApiError(error);
  return { ok: false, code: apiError.code, ...apiError.detail };
}

type Handler<T> = (socket: AppSocket, payload: T, userId: string) => Promise<void> | void;
type Runner = (socket: AppSocket, args: unknown[]) => Promise<void>;

/**
 * The client events' handlers, once for the process: a socket's middleware hands each event to
 * `dispatch`, so a socket holds no listener or closure per event (memory per idle socket).
 * Each handler's payload is parsed with zod (types are no validation), its acknowledgement
 * answered with {ok} or {ok:false, code, ...detail}, and no error escapes.
 */
export function eventTable() {
  const runners = new Map<string, Runner>();
  return {
    add<T>(event: ClientEvent, schema: z.ZodType<T>, handler: Handler<T>): void {
      runners.set(event, async (socket, args) => {
        // An event sent without a payload has the acknowledgement as its only argument.
        const [raw, ack] = typeof args[0] === 'function' ? [undefined, args[0]] : args;
        try {
          await handler(socket, schema.parse(raw), socket.data.userId!);
          reply(ack, { ok: true });
        } catch (error) {
          reply(ack, refusal(error));
        }
      });
    },
    /** Runs the event's handler; false when no handler has that name. */
    dispatch(socket: AppSocket, event: string, args: unknown[]): boolean {
      const run = runners.get(event);
      if (!run) return false;
      void run(socket, args);
      return true;
    },
  };
}

export type EventTable = ReturnType<typeof eventTable>;
