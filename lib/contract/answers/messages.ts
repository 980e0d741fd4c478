import { z } from 'zod';
import { documentIds, isoDate, objectId } from './common';
import { linkPreviewSchema } from './link-preview';

// Messages and their pages (lib/messages/serialize-message.ts, load-messages.ts).

export const MESSAGE_TYPES = ['text', 'image', 'video', 'audio', 'voice', 'file', 'sticker', 'system', 'notification'] as const;

export const systemInfoSchema = z.object({
  event: z.string(),
  actor: z.string().nullish(),
  target: z.string().nullish(),
  /** the names as written with the message (people who left are no longer in the chat) */
  actorName: z.string().nullish(),
  targetName: z.string().nullish(),
  durationSec: z.number().nullish(),
  callType: z.string().nullish(),
});

/** What a reply shows of the message it answers. */
export const replyPreviewSchema = z.object({
  ...documentIds,
  type: z.enum(MESSAGE_TYPES),
  content: z.string(),
  fileName: z.string(),
  senderUsername: z.string(),
});

export const forwardInfoSchema = z.object({
  /** who wrote the original, as the server found them when it was forwarded */
  from: z
    .object({ _id: z.string().nullish(), username: z.string().nullish(), email: z.string().nullish(), avatar: z.string().nullish() })
    .nullable(),
  originalMsgId: objectId.nullable(),
});

export const reactionSchema = z.object({ userId: objectId, emoji: z.string() });
export type Reaction = z.infer<typeof reactionSchema>;

export const messageSchema = z.object({
  ...documentIds,
  chatId: objectId,
  /** null for system messages and deleted accounts */
  sender: objectId.nullable(),
  senderId: objectId.nullable(),
  /** '' when the sender's account is gone */
  senderUsername: z.string(),
  senderAvatar: z.string(),
  type: z.enum(MESSAGE_TYPES),
  content: z.string(),
  /** '' when the message carries no file */
  fileUrl: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  stickerUrl: z.string(),
  replyTo: objectId.nullable(),
  /** null when it replies to nothing, or to a message that is gone */
  replyToMessage: replyPreviewSchema.nullable(),
  isForwarded: z.boolean(),
  forwardInfo: forwardInfoSchema.nullable(),
  reactions: z.array(reactionSchema),
  /** the members (but the sender) whose read mark reached it */
  readBy: z.array(objectId),
  /** the group members its text mentions as `@username` (never the sender); [] in direct chats */
  mentions: z.array(objectId),
  edited: z.boolean(),
  system: systemInfoSchema.nullable(),
  /** the first link's preview once the server has fetched it; null before, without one, or removed */
  preview: linkPreviewSchema.nullable(),
  /** the sender's own name for the send (API.md), null when it gave none */
  clientId: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Message = z.infer<typeof messageSchema>;

/** `{ message }`: a message sent (POST /messages/send), reacted to or edited. */
export const messageAnswer = z.object({ message: messageSchema });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** GET /messages/by-chat/{id}: oldest first; `hasMore` says older (newer with `after=`) messages exist. */
export const messagePage = z.object({ messages: z.array(messageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePage>;

/** GET /messages/by-chat/{id}?around=: the page centred on a message. */
export const aroundPage = messagePage.extend({
  /** newer messages exist */
  hasMoreAfter: z.boolean(),
});
export type AroundPage = z.infer<typeof aroundPage>;

/** GET /messages/search: newest first. */
export const searchPage = messagePage.extend({
  /** where the next page starts: the server may have scanned past the last hit it sent */
  nextBefore: objectId.optional(),
});
export type SearchPage = z.infer<typeof searchPage>;
