import { z } from 'zod';
import { idSchema } from './chat';
import { storedNameFromUrl, uploadUrl } from '@/lib/files/upload-url';
import { objectIdSchema } from './common';

export const chatRefSchema = z.object({ chatId: idSchema });
export const readChatSchema = z.object({ chatId: idSchema, lastReadId: idSchema });
/** join_room takes a bare chat id (as the spec's client sends it) or {chatId}. */
export const joinRoomSchema = z.union([idSchema, chatRefSchema.transform((v) => v.chatId)]);

/** The caller's picture on the call card: one of this server's uploads (its own URL), else none. */
const cardAvatar = z
  .string()
  .max(500)
  .optional()
  .transform((url) => {
    const name = url ? storedNameFromUrl(url) : undefined;
    return name ? uploadUrl(name) : '';
  });

const callerCard = {
  isVideo: z.boolean().default(false),
  name: z.string().max(100).optional(),
  avatar: cardAvatar,
};

/** `from` is never read from the client: the server fills it with the authenticated id. */
export const callIncomingSchema = z.object({ chatId: objectIdSchema, to: objectIdSchema.optional(), ...callerCard });

export const callSignalSchema = z.object({
  chatId: objectIdSchema,
  to: objectIdSchema,
  // An SDP offer or answer, or an ICE candidate, as simple-peer produces them.
  signal: z.record(z.string(), z.unknown()).refine((s) => JSON.stringify(s).length <= 64_000, { error: 'VALIDATION_ERROR' }),
  ...callerCard,
});
