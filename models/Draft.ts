import mongoose, { type InferSchemaType, type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

// What a member was typing in a chat (and the message they were answering), kept on the server
// so that it follows them to every device. One per member and chat; an empty text removes it.
const draftSchema = new Schema({
  user: { type: ObjectId, ref: 'User', required: true },
  chat: { type: ObjectId, ref: 'Chat', required: true },
  text: { type: String, default: '' },
  replyTo: { type: ObjectId, ref: 'Message', default: null },
  updatedAt: { type: Date, default: () => new Date() },
});

// Chat lists read a viewer's drafts for their chats; a save or a send replaces or removes one.
draftSchema.index({ user: 1, chat: 1 }, { unique: true });

export type DraftFields = InferSchemaType<typeof draftSchema>;
export const Draft: Model<DraftFields> = (models.Draft as Model<DraftFields>) || model<DraftFields>('Draft', draftSchema);
