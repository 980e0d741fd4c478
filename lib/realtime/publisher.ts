import { getIo } from './io-registry';
import { chatRoom, userRoom } from './rooms';

/**
 * The one way state changes are announced (DESIGN.md). Services call it after saving, whichever
 * door the request came in by. With the Redis adapter the same calls reach every process.
 * Without a socket server (a script, a unit test) announcing is a no-op.
 */
export const publish = {
  toUser(userId: string, event: string, payload: unknown) {
    getIo()?.to(userRoom(userId)).emit(event, payload);
  },
  toUsers(userIds: string[], event: string, payload: unknown) {
    if (userIds.length) getIo()?.to(userIds.map(userRoom)).emit(event, payload);
  },
  toChat(chatId: string, event: string, payload: unknown, exceptUserId?: string) {
    const io = getIo();
    if (!io) return;
    const target = io.to(chatRoom(chatId));
    (exceptUserId ? target.except(userRoom(exceptUserId)) : target).emit(event, payload);
  },
  toEveryone(event: string, payload: unknown) {
    getIo()?.emit(event, payload);
  },
};
