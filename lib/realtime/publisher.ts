import type { Sendable } from '@/lib/contract/json';
import type { ServerEvent, ServerPayload } from '@/lib/contract/socket-events';
import { getIo } from './io-registry';
import { chatRoom, userRoom } from './rooms';

/** An emit of an event whose payload publish's own signature has already checked against the contract. */
type CheckedEmit = (event: ServerEvent, payload: unknown) => boolean;
const emit = (target: { emit: unknown }, event: ServerEvent, payload: unknown) => (target.emit as CheckedEmit).call(target, event, payload);

/**
 * The one way state changes are announced (DESIGN.md). Services call it after saving, whichever
 * door the request came in by. With the Redis adapter the same calls reach every process.
 * Without a socket server (a script, a unit test) announcing is a no-op. Events and payloads are
 * those of lib/contract/socket-events.ts (dates may be passed as Date: they travel as strings).
 */
export const publish = {
  toUser<E extends ServerEvent>(userId: string, event: E, payload: Sendable<ServerPayload<E>>) {
    const io = getIo();
    if (io) emit(io.to(userRoom(userId)), event, payload);
  },
  toUsers<E extends ServerEvent>(userIds: string[], event: E, payload: Sendable<ServerPayload<E>>) {
    const io = getIo();
    if (io && userIds.length) emit(io.to(userIds.map(userRoom)), event, payload);
  },
  toChat<E extends ServerEvent>(chatId: string, event: E, payload: Sendable<ServerPayload<E>>, exceptUserId?: string) {
    const io = getIo();
    if (!io) return;
    const target = io.to(chatRoom(chatId));
    emit(exceptUserId ? target.except(userRoom(exceptUserId)) : target, event, payload);
  },
  toEveryone<E extends ServerEvent>(event: E, payload: Sendable<ServerPayload<E>>) {
    const io = getIo();
    if (io) emit(io, event, payload);
  },
};
