import { z } from 'zod';
import { objectIdSchema } from './common';

export const chatRefSchema = z.object({ chatId: objectIdSchema });
export const readChatSchema = z.object({ chatId: objectIdSchema, lastReadId: objectIdSchema });
/** join_room takes a bare chat id (as the spec's client sends it) or {chatId}. */
export const joinRoomSchema = z.union([objectIdSchema, chatRefSchema.transform((v) => v.chatId)]);
