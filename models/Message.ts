import mongoose, { type InferSchemaType, type Model } from 'mongoose';
import { publicJson } from './json-plugin';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

export const MESSAGE_TYPES = ['text', 'image', 'video', 'audio', 'voice', 'file', 'sticker', 'system', 'notification'] as const;

const reactionSchema = new Schema(
  { userId: { type: ObjectId, ref: 'User', required: true }, emoji: { type: String, required: true } },
  { _id: false },
);

const messageSchema = new Schema(
  {
    chatId: { type: ObjectId, ref: 'Chat', required: true },
    sender: { type: ObjectId, ref: 'User', default: null },
    type: { type: String, enum: MESSAGE_TYPES, default: 'text' },
    content: { type: String, default: '' },
    fileUrl: { type: String, default: '' },
    fileName: { type: String, default: '' },
    fileType: { type: String, default: '' },
    fileSize: { type: Number, default: 0 },
    stickerUrl: { type: String, default: '' },
    replyTo: { type: ObjectId, ref: 'Message', default: null },
    isForwarded: { type: Boolean, default: false },
    forwardInfo: {
      type: new Schema(
        {
          from: { _id: String, username: String, email: String, avatar: String },
          originalMsgId: { type: ObjectId, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    reactions: { type: [reactionSchema], default: [] },
    /** bumped on every reaction change: updates are conditional on it (FerretDB has no positional updates) */
    reactionsRev: { type: Number, default: 0 },
    /** group members its text mentions as `@username` (lib/messages/mentions.ts); never the sender */
    mentions: { type: [{ type: ObjectId, ref: 'User' }], default: [] },
    edited: { type: Boolean, default: false },
    /** members who deleted this message for themselves */
    deletedFor: { type: [{ type: ObjectId, ref: 'User' }], default: [] },
    /**
     * `<sender>:<clientId>` when the client named its send (API.md): a repeat answers this
     * message. Absent otherwise (no default): the unique index then ignores the message.
     */
    clientKey: { type: String },
    /** the first link's preview (lib/link-preview), written after the send; null without one */
    preview: {
      type: new Schema({ url: String, title: String, description: String, siteName: String, image: String }, { _id: false }),
      default: null,
    },
    /** the sender removed the preview: a late unfurl must not bring it back */
    previewRemoved: { type: Boolean },
    /** system messages: what happened, for rendering in the reader's language */
    system: {
      type: new Schema({ event: { type: String, required: true }, actor: String, target: String, actorName: String, targetName: String, durationSec: Number, callType: String }, { _id: false }),
      default: null,
    },
  },
  { timestamps: true },
);

// History paging: newest first within a chat, `_id < before`.
messageSchema.index({ chatId: 1, _id: -1 });
// Idempotent sends. `sparse` keeps MongoDB from indexing messages without a key; FerretDB accepts
// and ignores the option, and its SQLite unique index already lets any number of them through
// (a missing field is NULL there, and NULLs never collide).
messageSchema.index({ clientKey: 1 }, { unique: true, sparse: true });
publicJson(messageSchema);

export type MessageFields = InferSchemaType<typeof messageSchema>;
export const Message: Model<MessageFields> =
  (models.Message as Model<MessageFields>) || model<MessageFields>('Message', messageSchema);
