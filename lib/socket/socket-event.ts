import type { z } from 'zod';
import { toApiError } from '@/lib/api/to-api-error';
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

/**
 * Wraps an event handler: parses the payload with zod (types are no validation), answers the
 * acknowledgement with {ok} or {ok:false, code, ...detail}, and never lets an error escape.
 */
export function on<T>(socket: AppSocket, event: ClientEvent, schema: z.ZodType<T>, handler: (payload: T, userId: string) => Promise<void> | void) {
  // The listener takes what arrived as unknown, whatever the event map says: zod decides.
  socket.on(event, (async (...args: unknown[]) => {
    // An event sent without a payload has the acknowledgement as its only argument.
    const [raw, ack] = typeof args[0] === 'function' ? [undefined, args[0]] : args;
    try {
      await handler(schema.parse(raw), socket.data.userId!);
      reply(ack, { ok: true });
    } catch (error) {
      reply(ack, refusal(error));
    }
  }) as never);
}
