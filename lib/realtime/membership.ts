import { getIo } from './io-registry';
import { chatRoom, userRoom } from './rooms';

/** Puts every socket of these users (on any process, with the Redis adapter) into a chat's room. */
export function joinUsersToChatRoom(userIds: string[], chatId: string): void {
  if (userIds.length) getIo()?.in(userIds.map(userRoom)).socketsJoin(chatRoom(chatId));
}

/** Takes these users' sockets out of a chat's room at once (a removed member loses access). */
export function removeUsersFromChatRoom(userIds: string[], chatId: string): void {
  if (userIds.length) getIo()?.in(userIds.map(userRoom)).socketsLeave(chatRoom(chatId));
}
